import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  blogCategories,
  blogPageSize,
  categoryRoute,
  indexRoute,
  postRoute,
  type BlogCategory,
  type PostSummary,
} from '../content/blog.ts';
import { positionRoute, type ListedPosition } from '../content/careers.ts';
import { loadPositions } from '../content/positions.ts';
import type { PageMeta } from '../content/schemas/page.ts';
import { listingPosts, pageCountOf } from '../content/blog-listing.ts';
import { isPostFile, loadPosts } from './blog/posts.ts';
import { publicationOf, todayUtc } from './blog/publication.ts';
import { parseFrontmatter, root } from './pages.ts';
import { loadWebinars, webinarDirs } from './webinars/sessions.ts';
import { sessionSentPath } from '../supabase/functions/_shared/webinars/session.ts';

// The site's one list of routes. The dev server and the build take the app's routes from it (scripts/vite/
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

type DynamicRoute = KindData & { path: string };

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
    positions.map((position) => ({ kind: 'position', path: positionRoute(position.slug), position })),
  'webinar-sent/[session].mdx': ({ webinars }) =>
    webinars.map((session) => ({ kind: 'result', path: sessionSentPath(session.slug).replace(/\/$/, '') })),
};

/** The pages a form's post ends on (/message-sent, /application-not-sent, /newsletter-confirmed...): never in the sitemap. */
export const RESULT_PAGE = /^(?:[\w-]+-sent|newsletter-[\w-]+)\.mdx$/;

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

/** The routes of one page file, with its kind's data; throws naming the file when it cannot say. */
function routesOf(page: PageFile, sources: RouteSources, postBySlug: Map<string, PostSummary>): DynamicRoute[] {
  const expand = DYNAMIC_PAGES[page.name];
  if (expand) return expand(sources);
  if (isDynamic(page.name))
    throw new Error(`pages/${page.name}: a page with a [param] that the route table (scripts/routes.ts) does not expand`);
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
    if (!page.meta.noindex) throw new Error(`pages/${page.name}: a page a form ends on must say "noindex: true"`);
    return [{ kind: 'result', path: page.pattern }];
  }
  return [{ kind: 'page', path: page.pattern }];
}

/**
 * The route table made from its sources: every page file and the routes it renders. A post without a
 * page in `sources.posts` (a draft, a post dated later) is neither a page nor a route. Throws naming
 * the file for a page the table cannot route, or a route its page's pattern does not match.
 */
export function routeTable(sources: RouteSources): RouteTable {
  const postBySlug = new Map(sources.posts.map((post) => [post.slug, post]));
  const names = new Set(sources.pages.map((page) => page.name));
  const missing = Object.keys(DYNAMIC_PAGES).filter((name) => !names.has(name));
  if (missing.length) throw new Error(`The route table expands pages that do not exist: ${missing.map((n) => `pages/${n}`).join(', ')}`);
  const pages: PageFile[] = [];
  const routes: Route[] = [];
  for (const page of sources.pages) {
    const made = routesOf(page, sources, postBySlug);
    if (!isDynamic(page.name) && made.length === 0) continue;
    pages.push(page);
    for (const route of made) {
      if (!matches(page.pattern, route.path))
        throw new Error(`pages/${page.name}: its route ${route.path} is not a path of ${page.pattern}`);
      const notFound = route.kind === 'not-found';
      routes.push({
        ...route,
        file: page.file,
        meta: page.meta,
        status: notFound ? 404 : 200,
        indexable: !notFound && route.kind !== 'result' && !page.meta.noindex,
        output: outputOf(route.path, route.kind),
      });
    }
  }
  const duplicate = routes.find((route, i) => routes.findIndex((other) => other.path === route.path) !== i);
  if (duplicate) throw new Error(`${duplicate.path}: two routes have this path`);
  const routed = new Set(routes.flatMap((route) => (route.kind === 'post' ? [route.post] : [])));
  return {
    pages: pages.sort((a, b) => a.pattern.localeCompare(b.pattern)),
    routes: routes.sort((a, b) => a.path.localeCompare(b.path)),
    posts: sources.posts.filter((post) => routed.has(post)),
  };
}

/** Every MDX page under pages/ (files and folders starting with _ are not pages) that `wanted` keeps, its frontmatter checked. */
export async function loadPageFiles(wanted: (name: string, file: string) => boolean = () => true): Promise<PageFile[]> {
  const pages: PageFile[] = [];
  for (const rel of await readdir(pagesDir, { recursive: true })) {
    const name = rel.replaceAll('\\', '/');
    if (!name.endsWith('.mdx') || name.split('/').some((part) => part.startsWith('_'))) continue;
    const file = path.join(pagesDir, rel);
    if (!wanted(name, file)) continue;
    pages.push({ name, file, pattern: patternOf(name), meta: parseFrontmatter(await readFile(file, 'utf8'), `pages/${name}`) });
  }
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
