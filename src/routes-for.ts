import type { RouteObject } from 'react-router-dom';

/** A path with no parameter (`:slug`), optional segment (`?`) or splat (`*`): it matches one address only. */
const isStatic = (path: string) => !/[:*?]/.test(path);

/** A path as React Router compares it: case-insensitive, slashes collapsed, none at the end. */
const comparable = (path: string) =>
  path
    .toLowerCase()
    .replace(/\/+/g, '/')
    .replace(/(.)\/$/, '$1');

/**
 * The routes that can match `pathname`: every route, less the leaf routes whose path has no parameter and is
 * not `pathname`. React Router flattens and ranks the whole tree on each match, so a site with a route per post
 * spent most of each page's render there; routes that cannot match change neither which route matches nor its
 * rank. A pathname React Router would decode first (`%`) gets the tree whole.
 */
export function routesFor(routes: RouteObject[], pathname: string): RouteObject[] {
  if (pathname.includes('%')) return routes;
  const wanted = comparable(pathname);
  const matchable = (tree: RouteObject[], parent: string): RouteObject[] =>
    tree.flatMap((route) => {
      const path = `${parent}/${route.path ?? ''}`;
      if (route.children) return [{ ...route, children: matchable(route.children, path) }];
      return isStatic(path) && comparable(path) !== wanted ? [] : [route];
    });
  return matchable(routes, '');
}
