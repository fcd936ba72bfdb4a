declare module 'virtual:page-routes' {
  /** One route per page of the route table (scripts/routes.ts), made by scripts/vite/page-routes.ts. */
  const routes: import('react-router-dom').RouteObject[];
  export default routes;
}
