import { useLocation, useRoutes } from 'react-router-dom';
import { routes } from './routes.tsx';
import { routesFor } from './routes-for.ts';

export function AppRoutes() {
  return useRoutes(routesFor(routes, useLocation().pathname));
}
