import { blogCategories, type BlogCategory } from './blog-categories.ts';
import type { CoverArt } from './covers/art.ts';
import type { CoverMotif } from './covers/motifs.ts';
import type { IconKey } from './icons.ts';
import type { ResponsiveImage } from './responsive-image.ts';
import { slugify } from './slug.ts';

/** Posts per listing page (/blog, /blog/page/N, /blog/category/<slug>/page/N). */
export const BLOG_PAGE_SIZE = 6;

/**
 * The page size a build uses. The e2e build (--mode test) pages by 4, so pagination is exercised
 * with the real posts while they still fit on one page of 6.
 */
export const blogPageSize = (mode: string) => (mode === 'test' ? 4 : BLOG_PAGE_SIZE);

/**
 * A post's slug (its file name and URL): lowercase words joined by hyphens. 'index', 'page' and
 * 'category' are the blog's own routes (/blog, /blog/page/2, /blog/category/…).
 */
export const POST_SLUG = /^(?!(?:index|page|category)$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An image a post refers to: a file beside it, in a format the image pipeline reads (build/images/). */
export const IMAGE_FILE = /^\.{1,2}\/[\w./-]+\.(png|jpe?g|webp|avif|gif|svg)$/i;

/** 'Case Study' -> 'case-study': the category's URL segment. */
export const categorySlug = (category: string) => slugify(category);

export const categoryBySlug = (slug: string): BlogCategory | undefined => blogCategories.find((c) => categorySlug(c) === slug);

/** A post as the listings show it: what its card needs, all from the frontmatter and the body. */
export interface PostSummary {
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  updated?: string;
  author: { key: string; name: string; role: string };
  category: BlogCategory;
  /** Minutes, computed from the body at build time. */
  readingTime: number;
  featured?: boolean;
  draft?: boolean;
  /** Set in `npm run dev` only, for a post a build leaves out: a draft, or dated in the future. */
  status?: 'draft' | 'scheduled';
  icon?: IconKey;
  /** The writer's choice of what the drawn cover shows, and the figure it prints (frontmatter). */
  coverMotif?: CoverMotif;
  coverFigure?: string;
  /** The cover's file, relative to the post (frontmatter), and what it shows. */
  image?: string;
  imageAlt?: string;
  /** The cover as the image pipeline made it: computed at build time (build/blog/covers.ts). */
  cover?: PostCover;
}

export interface PostCover {
  image: ResponsiveImage;
  alt: string;
  /**
   * Set when the post names no picture: the illustration composed from its frontmatter, which pages draw
   * inline (components/visuals/cover/); `image` is then the post's social card, which shows the drawing beside
   * the title, for the feeds and the structured data.
   */
  art?: CoverArt;
}

/** What a card shows: all the listing pages ship (nothing more, to keep their start-up JS small). */
export type PostCard = Pick<
  PostSummary,
  'slug' | 'title' | 'description' | 'date' | 'category' | 'readingTime' | 'featured' | 'icon' | 'cover' | 'status'
> & {
  author: Pick<PostSummary['author'], 'name'>;
};

export const toCard = ({
  slug,
  title,
  description,
  date,
  category,
  readingTime,
  featured,
  icon,
  cover,
  status,
  author,
}: PostSummary): PostCard => ({
  slug,
  title,
  description,
  date,
  category,
  readingTime,
  ...(featured ? { featured } : {}),
  ...(icon ? { icon } : {}),
  ...(cover ? { cover } : {}),
  ...(status ? { status } : {}),
  author: { name: author.name },
});

export const postRoute = (slug: string) => `/blog/${slug}`;
export const categoryRoute = (category: string, page = 1) => `/blog/category/${categorySlug(category)}${page > 1 ? `/page/${page}` : ''}`;
export const indexRoute = (page = 1) => (page > 1 ? `/blog/page/${page}` : '/blog');

/** The mark `npm run dev` puts on a post no build shows yet. */
export const statusLabel = (status: 'draft' | 'scheduled', date: string) => (status === 'draft' ? 'Draft' : `Scheduled for ${date}`);
