import type { PostSummary } from '../content/blog.ts';
import type { BlogCategory } from '../content/blog-categories.ts';
import type { ListedPosition } from '../content/careers.ts';
import type { PageMeta } from '../content/schemas/page.ts';

// The shapes of the route table (build/routes.ts): what a route is, what the table holds and what it is made from.

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
export type DynamicRoute = KindData & { path: string; source?: string };

/** What keeps a file from its route, by the repository file it is about, and the line that says so (naming that file). */
export interface RouteProblem {
  file: string;
  message: string;
}
