import type { Route, RouteKind, RouteProblem } from './route-types.ts';

/** What a route is, for a line about its address: 'the page "Careers" (pages/careers/index.mdx)'. */
function describeRoute(route: Route): string {
  const named = (title: string | undefined) => (title ? ` "${title}"` : '');
  switch (route.kind) {
    case 'post':
      return `the post "${route.post.title}" (${route.source})`;
    case 'position':
      return `the position "${route.position.title}" (${route.source})`;
    case 'category':
      return `the blog's category ${route.category} (${route.source})`;
    case 'pagination':
      return `a page of the blog's listing (${route.source})`;
    case 'result':
      return route.source.startsWith('pages/')
        ? `a page a form ends on${named(route.meta.title)} (${route.source})`
        : `the page the form of a webinar session ends on (${route.source})`;
    default:
      return `the page${named(route.meta.title)} (${route.source})`;
  }
}

/**
 * Which of the routes with one path keeps it: a route the site makes (the not-found page, a form's result page, a
 * post, the blog's, a position) before a writer's page, and a folder's index page before a page named like the folder.
 */
const KEEPS_ITS_PATH: RouteKind[] = ['not-found', 'result', 'post', 'category', 'pagination', 'position', 'page'];
const keeperOrder = (a: Route, b: Route) =>
  KEEPS_ITS_PATH.indexOf(a.kind) - KEEPS_ITS_PATH.indexOf(b.kind) ||
  Number(!/(^|\/)index\.mdx$/.test(a.source)) - Number(!/(^|\/)index\.mdx$/.test(b.source)) ||
  a.source.localeCompare(b.source);

/** The routes with one route per path, and a line for each other route that has its path, about the file that makes it. */
export function withoutClashes(routes: Route[]): { routes: Route[]; problems: RouteProblem[] } {
  const byPath = new Map<string, Route[]>();
  for (const route of routes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  const problems: RouteProblem[] = [];
  const kept = [...byPath.values()].map((same) => {
    const [keeper, ...others] = same.sort(keeperOrder);
    for (const other of others)
      problems.push({
        file: other.source,
        message: `${other.source}: its address ${other.path} is already ${describeRoute(keeper!)}: choose another title or address`,
      });
    return keeper!;
  });
  return { routes: kept, problems };
}
