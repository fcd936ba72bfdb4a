import type { RouteObject } from 'react-router-dom';
import pages from '~react-pages';
import { Layout } from './layout/Layout.tsx';

/** Every MDX page under pages/ (auto-routed), inside the shared layout. */
export const routes: RouteObject[] = [{ path: '/', element: <Layout />, children: pages }];
