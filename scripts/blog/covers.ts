import path from 'node:path';
import type { PostSummary } from '../../content/blog.ts';
import { responsiveImage } from '../images/responsive-image.ts';
import { blogDir } from './posts.ts';

/**
 * A cover is drawn at most as wide as the article column (48rem); cards ask for their own width
 * with `sizes` (components/sections/ArticleCard.tsx).
 */
export const COVER_IMAGE = { widths: [400, 800, 1200, 1600], sizes: '(min-width: 48rem) 48rem, 100vw' } as const;

/** The post with its cover made by the image pipeline, when its frontmatter names one. */
export async function withCover(post: PostSummary): Promise<PostSummary> {
  if (!post.image || post.cover) return post;
  const image = await responsiveImage(path.resolve(blogDir, post.image), COVER_IMAGE);
  return { ...post, cover: { image, alt: post.imageAlt ?? '' } };
}

export const withCovers = (posts: PostSummary[]) => Promise.all(posts.map(withCover));
