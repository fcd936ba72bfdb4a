import { useRoutes } from 'react-router-dom';
import { routes } from './routes.tsx';

export function AppRoutes() {
  return useRoutes(routes);
}
