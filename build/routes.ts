import path from 'node:path';
import { blogPageSize, categoryRoute, indexRoute, postRoute, type PostSummary } from '../content/blog.ts';
import { blogCategories, type BlogCategory } from '../content/blog-categories.ts';
import { positionRoute, type ListedPosition } from '../content/careers.ts';
import { loadPositions } from '../content/positions.ts';
import type { PageMeta } from '../content/schemas/page.ts';
import { listingPosts, pageCountOf } from '../content/blog-listing.ts';
import { isPostFile, loadPosts } from './blog/posts.ts';
import { publicationOf, todayUtc } from './blog/publication.ts';
import { formResultRoutes, sessionResultRoute } from './content/form-results.ts';
import { siteFiles, type SiteFiles } from './content/site-files.ts';
import { parseFrontmatter, root } from './pages.ts';
import { loadWebinars, webinarDirs } from './webinars/sessions.ts';

// The site's one list of routes. The dev server and the build take the app's routes from it (build/vite/
// page-routes.ts), the prerender renders each route and checks the status its render reports, and the
// sitemap, the search index, the feeds and the social cards are made from it.

export const pagesDir = path.join(root, 'pages');

/**
 * What a route is. A page is any MDX page; a result page is one a form's post ends on; a post, a blog
 * category, a further page of a blog listing (pagination) and a position come from the posts, the
 * categories and content/positions/; the not-found page is dist/404.html.
 */
export type RouteKind = 'page' | 'result' | 'post' | 'category' | 'pagination' | 'position' | 'not-found';

/** An MDX file under pages/ that the app routes to. */
export interface PageFile {
  /** Its path under pages/, with forward slashes: 'blog/page/[page].mdx'. */
  name: string;
  file: string;
  /** The path react-router matches it on: '/blog/page/:page'; '/*' for the not-found page. */
  pattern: string;
  meta: PageMeta;
}

/** What a route's render needs besides its page: the post, the category and page number, the position. A webinar's result page reads its session from the path. */
type KindData =
  | { kind: 'page' | 'result' | 'not-found' }
  | { kind: 'post'; post: PostSummary }
  | { kind: 'category'; category: BlogCategory }
  | { kind: 'pagination'; category?: BlogCategory; page: number }
  | { kind: 'position'; position: ListedPosition };

export type Route = KindData & {
  /** The path the prerender renders: '/blog/page/2'; the not-found page's is one no page answers. */
  path: string;
  /** The page that renders it. */
  file: string;
  /** The file it is made from, by repository path: its page's, or a post's, a position's or a webinar session's. */
  source: string;
  meta: PageMeta;
  /** The status its render must report: 404 for the not-found page, 200 for every other. */
  status: 200 | 404;
  /** In the sitemap and the search index. */
  indexable: boolean;
  /** Where the prerender writes it, under dist/. */
  output: string;
};

export interface RouteTable {
  /** The pages the app routes to: the dev server's and the build's react-router routes. */
  pages: PageFile[];
  /** Every route a build prerenders, by path. */
  routes: Route[];
  /** The posts that have a page, newest first (the feeds' items). */
  posts: PostSummary[];
}

/** What the routes are made from. `posts` are the posts that get a page: drafts and scheduled posts are not in it for a build. */
export interface RouteSources {
  pages: PageFile[];
  posts: PostSummary[];
  positions: ListedPosition[];
  /** The webinar sessions the build shows: each has a page its forms end on. */
  webinars: { slug: string }[];
  /** Posts per listing page. */
  pageSize: number;
  /**
   * YYYY-MM-DD: a page that says `draft: true`, or whose `date` is later, gets no route (as a post); left out, every
   * page has its route (`npm run dev`).
   */
  publishedOn?: string;
}

/** A route of a page with a [param], and the content file it is made from when it is not the page (a position, a session). */
type DynamicRoute = KindData & { path: string; source?: string };

/** What keeps a file from its route, by the repository file it is about, and the line that says so (naming that file). */
export interface RouteProblem {
  file: string;
  message: string;
}

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

/** 'services/ai-automation.mdx' -> '/services/ai-automation'; 'blog/page/[page].mdx' -> '/blog/page/:page'; '[...all].mdx' -> '/*'. */
export function patternOf(name: string): string {
  const segments = name.replace(/\.mdx$/, '').split('/');
  if (segments.at(-1) === 'index') segments.pop();
  return `/${segments.map((s) => (/^\[\.\.\.\w+\]$/.test(s) ? '*' : s.replace(/^\[(\w+)\]$/, ':$1'))).join('/')}`;
}

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
function withoutClashes(routes: Route[]): { routes: Route[]; problems: RouteProblem[] } {
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

/** A page file's frontmatter when it has none the schema takes: the page keeps its route, its problem is said apart. */
const UNREAD_META: PageMeta = { title: '', description: '' };

/**
 * Every MDX page under pages/ of `files` (files and folders starting with _ are not pages) that `wanted` keeps, its
 * frontmatter checked: a page whose frontmatter is wrong is listed without it, with a line saying what is wrong.
 */
export function pageFilesIn(
  files: SiteFiles,
  wanted: (name: string, file: string) => boolean = () => true,
): { pages: PageFile[]; problems: RouteProblem[] } {
  const pages: PageFile[] = [];
  const problems: RouteProblem[] = [];
  for (const repoPath of files.list('pages')) {
    const name = repoPath.slice('pages/'.length);
    if (!name.endsWith('.mdx') || name.split('/').some((part) => part.startsWith('_'))) continue;
    const file = path.join(pagesDir, name);
    if (!wanted(name, file)) continue;
    let meta = UNREAD_META;
    try {
      meta = parseFrontmatter(files.read(repoPath), repoPath);
    } catch (error) {
      problems.push({ file: repoPath, message: (error as Error).message });
    }
    pages.push({ name, file, pattern: patternOf(name), meta });
  }
  return { pages, problems };
}

/** Every MDX page under pages/ that `wanted` keeps (pageFilesIn, as the files are now); throws for a page whose frontmatter is wrong. */
export async function loadPageFiles(wanted?: (name: string, file: string) => boolean): Promise<PageFile[]> {
  const { pages, problems } = pageFilesIn(siteFiles(), wanted);
  if (problems.length) throw new Error(problems.map((problem) => problem.message).join('\n'));
  return pages;
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
