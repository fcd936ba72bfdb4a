import type { RouteObject } from 'react-router-dom';
import pages from 'virtual:page-routes';
import { Layout } from './layout/Layout.tsx';

/** Every page of the route table, inside the shared layout. */
export const routes: RouteObject[] = [{ path: '/', element: <Layout />, children: pages }];
