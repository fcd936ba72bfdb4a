import path from 'node:path';
import { blogCategories, blogPageSize, categoryRoute, indexRoute, type PostSummary } from '../../content/blog.ts';
import { listingPosts, pageCountOf } from '../../features/blog/listing.ts';
import { loadPositions } from '../../content/positions.ts';
import { loadWebinars, webinarDirs } from '../webinars/sessions.ts';
import { expandPositionRoute } from '../careers/routes.ts';
import { expandWebinarRoute } from '../webinars/routes.ts';
import { loadPages, type Page } from '../pages.ts';
import { blogDir, isPostFile } from './posts.ts';
import { todayUtc } from './publication.ts';

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The concrete routes of the blog's dynamic pages, for the prerender: /blog/page/[page] is pages
 * 2..N of /blog, /blog/category/[category] every category, and its /page/[page] pages 2..N.
 * Returns undefined for a route that is not one of them.
 */
export function expandBlogRoute(route: string, posts: PostSummary[], pageSize: number): string[] | undefined {
  const pagesOf = (count: number) => range(2, pageCountOf(count, pageSize));
  switch (route) {
    case '/blog/page/[page]':
      return pagesOf(listingPosts(posts).length).map((n) => indexRoute(n));
    case '/blog/category/[category]':
      return blogCategories.map((c) => categoryRoute(c));
    case '/blog/category/[category]/page/[page]':
      return blogCategories.flatMap((c) => pagesOf(listingPosts(posts, c).length).map((n) => categoryRoute(c, n)));
    default:
      return undefined;
  }
}

/**
 * Every page a build in `mode` prerenders: drafts and scheduled posts left out, each dynamic listing
 * once per category and page number, one page per position, open or closed, and one per webinar session.
 */
export function prerenderedPages(mode: string, posts: PostSummary[]): Promise<Page[]> {
  const published = new Set(posts.map((p) => path.join(blogDir, `${p.slug}.mdx`)));
  const isDraft = (file: string) => isPostFile(file) && !published.has(file);
  const positions = loadPositions(todayUtc());
  const webinars = loadWebinars(webinarDirs(mode));
  return loadPages(
    (route) =>
      expandBlogRoute(route, posts, blogPageSize(mode)) ?? expandPositionRoute(route, positions) ?? expandWebinarRoute(route, webinars),
    isDraft,
  );
}
