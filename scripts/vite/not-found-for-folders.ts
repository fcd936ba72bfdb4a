export interface GeneratedRoute {
  path?: string;
  element?: string;
  children?: GeneratedRoute[];
}

/**
 * A folder of pages without an index (pages/services/) becomes a route with no element, which
 * react-router renders as an empty page. Give such folders the catch-all page as their index,
 * so /services shows the not-found page like any other unknown path.
 */
export function notFoundForFolders(routes: GeneratedRoute[]): GeneratedRoute[] {
  const catchAll = routes.find((route) => route.path === '*')?.element;
  if (!catchAll) return routes;
  const visit = (list: GeneratedRoute[]) => {
    for (const route of list) {
      if (!route.children) continue;
      if (!route.element && !route.children.some((child) => child.path === '')) {
        route.children.push({ path: '', element: catchAll });
      }
      visit(route.children);
    }
  };
  visit(routes);
  return routes;
}
