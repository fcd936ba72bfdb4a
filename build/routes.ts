import path from 'node:path';
import { blogPageSize, categoryRoute, indexRoute, postRoute, type PostSummary } from '../content/blog.ts';
import { blogCategories } from '../content/blog-categories.ts';
import { positionRoute } from '../content/careers.ts';
import { loadPositions } from '../content/positions.ts';
import { listingPosts, pageCountOf } from '../content/blog-listing.ts';
import { isPostFile, loadPosts } from './blog/posts.ts';
import { publicationOf, todayUtc } from './blog/publication.ts';
import { formResultRoutes, sessionResultRoute } from './content/form-results.ts';
import { loadPageFiles } from './page-files.ts';
import { withoutClashes } from './route-clashes.ts';
import type { DynamicRoute, PageFile, Route, RouteKind, RouteProblem, RouteSources, RouteTable } from './route-types.ts';
import { loadWebinars, webinarDirs } from './webinars/sessions.ts';

// The site's one list of routes. The dev server and the build take the app's routes from it (build/vite/
// page-routes.ts), the prerender renders each route and checks the status its render reports, and the
// sitemap, the search index, the feeds and the social cards are made from it.

export const NOT_FOUND_PATH = '/404';

const laterPages = (count: number, pageSize: number) => Array.from({ length: pageCountOf(count, pageSize) - 1 }, (_, i) => i + 2);

/**
 * The pages with a [param] in their path, each with the routes it renders. A page with a [param] that
 * is not here stops the build: nothing would say which of its routes to prerender.
 */
const DYNAMIC_PAGES: Record<string, (sources: RouteSources) => DynamicRoute[]> = {
  '[...all].mdx': () => [{ kind: 'not-found', path: NOT_FOUND_PATH }],
  'blog/page/[page].mdx': ({ posts, pageSize }) =>
    laterPages(listingPosts(posts).length, pageSize).map((page) => ({ kind: 'pagination', path: indexRoute(page), page })),
  'blog/category/[category]/index.mdx': () =>
    blogCategories.map((category) => ({ kind: 'category', path: categoryRoute(category), category })),
  'blog/category/[category]/page/[page].mdx': ({ posts, pageSize }) =>
    blogCategories.flatMap((category) =>
      laterPages(listingPosts(posts, category).length, pageSize).map((page) => ({
        kind: 'pagination' as const,
        path: categoryRoute(category, page),
        category,
        page,
      })),
    ),
  'careers/[position].mdx': ({ positions }) =>
    positions.map((position) => ({
      kind: 'position',
      path: positionRoute(position.slug),
      position,
      source: `content/positions/${position.slug}.json`,
    })),
  'webinar-sent/[session].mdx': ({ webinars }) =>
    webinars.map((session) => ({
      kind: 'result',
      path: sessionResultRoute(session.slug),
      source: `content/webinars/${session.slug}.json`,
    })),
};

/**
 * The addresses kept for the pages a form's post ends on: /<…>-sent, /<…>-not-sent, /newsletter-<…>. Such a page is
 * a result page (never in the sitemap) when a form ends there, and no page otherwise: a writer's page may not take
 * an address a form may come to need.
 */
export const RESULT_PAGE = /^(?:[\w-]+-sent|newsletter-[\w-]+)\.mdx$/;

/** The top-level pages the functions send a form's post or a newsletter link to (each session's page is the route table's). */
export const FORM_RESULT_ROUTES: ReadonlySet<string> = formResultRoutes([]);

const isDynamic = (name: string) => name.includes('[');

/** Whether a concrete path is one a pattern matches: the route a page makes is one the app sends to it. */
function matches(pattern: string, routePath: string): boolean {
  const source = pattern
    .split('/')
    .map((s) => (s === '*' ? '.*' : s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`).test(routePath);
}

const outputOf = (routePath: string, kind: RouteKind) =>
  kind === 'not-found' ? '404.html' : routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;

/** The routes of one page file, with its kind's data, or the line that says why it can have none. */
function routesOf(page: PageFile, sources: RouteSources, postBySlug: Map<string, PostSummary>): DynamicRoute[] | string {
  const label = `pages/${page.name}`;
  const expand = DYNAMIC_PAGES[page.name];
  if (expand) return expand(sources);
  if (isDynamic(page.name)) return `${label}: a page with a [param] that the route table (build/routes.ts) does not expand`;
  if (isPostFile(page.file)) {
    const post = postBySlug.get(path.basename(page.file, '.mdx'));
    return post ? [{ kind: 'post', path: postRoute(post.slug), post }] : [];
  }
  if (
    sources.publishedOn &&
    publicationOf({ draft: page.meta.draft ?? false, date: page.meta.date ?? '' }, sources.publishedOn) !== 'published'
  )
    return [];
  if (RESULT_PAGE.test(page.name)) {
    if (!FORM_RESULT_ROUTES.has(page.pattern))
      return `${label}: its address ${page.pattern} is kept for the pages a form ends on (/…-sent, /newsletter-…), and no form ends there: choose another title or address`;
    if (!page.meta.noindex) return `${label}: a page a form ends on must say "noindex: true"`;
    return [{ kind: 'result', path: page.pattern }];
  }
  return [{ kind: 'page', path: page.pattern }];
}

/**
 * The route table made from its sources: every page file and the routes it renders, with a line for each page the
 * table cannot route, each route its page's pattern does not match, and each route whose path another has (that
 * route is left out). A post without a page in `sources.posts` (a draft, a post dated later) is neither a page nor a
 * route.
 */
export function routeTableOf(sources: RouteSources): { table: RouteTable; problems: RouteProblem[] } {
  const postBySlug = new Map(sources.posts.map((post) => [post.slug, post]));
  const names = new Set(sources.pages.map((page) => page.name));
  const problems: RouteProblem[] = Object.keys(DYNAMIC_PAGES)
    .filter((name) => !names.has(name))
    .map((name) => ({ file: `pages/${name}`, message: `pages/${name}: the route table expands this page, which does not exist` }));
  const routes: Route[] = [];
  for (const page of sources.pages) {
    const source = `pages/${page.name}`;
    const made = routesOf(page, sources, postBySlug);
    if (typeof made === 'string') {
      problems.push({ file: source, message: made });
      continue;
    }
    for (const route of made) {
      if (!matches(page.pattern, route.path)) {
        problems.push({ file: source, message: `${source}: its route ${route.path} is not a path of ${page.pattern}` });
        continue;
      }
      const notFound = route.kind === 'not-found';
      routes.push({
        ...route,
        source: route.source ?? source,
        file: page.file,
        meta: page.meta,
        status: notFound ? 404 : 200,
        indexable: !notFound && route.kind !== 'result' && !page.meta.noindex,
        output: outputOf(route.path, route.kind),
      });
    }
  }
  const distinct = withoutClashes(routes);
  const routedFiles = new Set(distinct.routes.map((route) => route.file));
  const pages = sources.pages.filter((page) => isDynamic(page.name) || routedFiles.has(page.file));
  const routed = new Set(distinct.routes.flatMap((route) => (route.kind === 'post' ? [route.post] : [])));
  return {
    table: {
      pages: pages.sort((a, b) => a.pattern.localeCompare(b.pattern)),
      routes: distinct.routes.sort((a, b) => a.path.localeCompare(b.path)),
      posts: sources.posts.filter((post) => routed.has(post)),
    },
    problems: [...problems, ...distinct.problems],
  };
}

/** The route table made from its sources (routeTableOf); throws with a line for each page or route it cannot route. */
export function routeTable(sources: RouteSources): RouteTable {
  const { table, problems } = routeTableOf(sources);
  if (problems.length) throw new Error(problems.map((problem) => problem.message).join('\n'));
  return table;
}

export interface RouteTableOptions {
  /** The build's mode: its listing page size (blogPageSize). */
  mode: string;
  /** `npm run dev`: drafts and scheduled posts have pages too. */
  includeUnpublished?: boolean;
  /** YYYY-MM-DD: which posts are published and which positions open. */
  today?: string;
}

/** The route table as the files are now, for a build in `mode` (or the dev server, with unpublished posts). */
export async function loadRouteTable({ mode, includeUnpublished = false, today = todayUtc() }: RouteTableOptions): Promise<RouteTable> {
  return routeTable({
    pages: await loadPageFiles(),
    posts: loadPosts({ includeUnpublished, today }),
    positions: loadPositions(today),
    webinars: loadWebinars(webinarDirs(mode)),
    pageSize: blogPageSize(mode),
    publishedOn: includeUnpublished ? undefined : today,
  });
}

/** The sitemap's and the search index's paths. */
export const indexablePaths = (routes: Route[]): string[] => routes.filter((route) => route.indexable).map((route) => route.path);
