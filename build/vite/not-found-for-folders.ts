export interface GeneratedRoute {
  path?: string;
  element?: string;
  children?: GeneratedRoute[];
}

/**
 * The routes as the site's pages mean them, from the routes vite-plugin-pages made:
 * - a page beside a folder of the same name (pages/blog.mdx beside pages/blog/) is that folder's index, as
 *   pages/blog/index.mdx would be, not a layout the folder's pages render inside;
 * - a folder without an index page (pages/services/) gets the catch-all page as its index, so /services shows
 *   the not-found page like any other unknown path (react-router would render an empty page).
 */
export function notFoundForFolders(routes: GeneratedRoute[]): GeneratedRoute[] {
  const catchAll = routes.find((route) => route.path === '*')?.element;
  const visit = (list: GeneratedRoute[]) => {
    for (const route of list) {
      if (!route.children) continue;
      if (route.element) {
        route.children.unshift({ path: '', element: route.element });
        delete route.element;
      }
      if (catchAll && !route.children.some((child) => child.path === '')) route.children.push({ path: '', element: catchAll });
      visit(route.children);
    }
  };
  visit(routes);
  return routes;
}
