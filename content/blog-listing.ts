import type { PostCard } from './blog.ts';
import type { BlogCategory } from './blog-categories.ts';

export interface ListingPage {
  /** The lead story: only on the first page of /blog. */
  featured?: PostCard;
  items: PostCard[];
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Posts in the whole listing (all pages, without the featured one). */
  total: number;
}

/** The newest featured post, if any. */
export const featuredPost = (posts: PostCard[]) => posts.find((p) => p.featured);

/** The posts a listing pages through: a category's posts, or every post but the featured one. */
export function listingPosts(posts: PostCard[], category?: BlogCategory): PostCard[] {
  if (category) return posts.filter((p) => p.category === category);
  const featured = featuredPost(posts);
  return posts.filter((p) => p !== featured);
}

export const pageCountOf = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));

/** One page of a listing (posts newest first); undefined for a page that does not exist. */
export function listingPage(posts: PostCard[], pageSize: number, page = 1, category?: BlogCategory): ListingPage | undefined {
  const all = listingPosts(posts, category);
  const pageCount = pageCountOf(all.length, pageSize);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return undefined;
  return {
    featured: !category && page === 1 ? featuredPost(posts) : undefined,
    items: all.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageCount,
    total: all.length,
  };
}

/** '2' -> 2; a missing param is page 1; anything else is not a page. */
export const parsePageParam = (param: string | undefined) => (param === undefined ? 1 : /^[1-9]\d*$/.test(param) ? Number(param) : NaN);

export interface Neighbours<T> {
  /** The next older post. */
  previous?: T;
  /** The next newer post. */
  next?: T;
  /** Up to three other posts from the same category, newest first. */
  related: T[];
}

/** A post's neighbours in a newest-first list. */
export function neighboursOf<T extends PostCard>(posts: T[], slug: string): Neighbours<T> {
  const index = posts.findIndex((p) => p.slug === slug);
  const post = posts[index];
  if (!post) return { related: [] };
  return {
    previous: posts[index + 1],
    next: index > 0 ? posts[index - 1] : undefined,
    related: posts.filter((p) => p.category === post.category && p.slug !== slug).slice(0, 3),
  };
}
