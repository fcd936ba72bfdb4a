import path from 'node:path';
import type { PostSummary } from '../../content/blog.ts';
import { coverArt } from '../../content/covers/art.ts';
import { responsiveImage } from '../images/responsive-image.ts';
import { cachedCoverPicture } from '../cards/write-cards.ts';
import { blogDir } from './posts.ts';

/**
 * A cover is drawn at most as wide as the article column (48rem); cards ask for their own width
 * with `sizes` (features/blog/ArticleCard.tsx).
 */
export const COVER_IMAGE = { widths: [400, 800, 1200, 1600], sizes: '(min-width: 48rem) 48rem, 100vw' } as const;

/**
 * The post with its cover made by the image pipeline: the writer's own when the frontmatter names one,
 * else the illustration composed from its frontmatter, which pages draw inline and the feeds and the
 * structured data show as a picture (drawn at build, cached like the cards). The illustration says
 * nothing the title and teaser beside it do not, so it is decorative (alt="").
 */
export async function withCover(post: PostSummary): Promise<PostSummary> {
  if (post.cover) return post;
  if (post.image) {
    const image = await responsiveImage(path.resolve(blogDir, post.image), COVER_IMAGE);
    return { ...post, cover: { image, alt: post.imageAlt ?? '' } };
  }
  const art = coverArt(post);
  const { file } = await cachedCoverPicture(art);
  return { ...post, cover: { image: await responsiveImage(file, COVER_IMAGE), alt: '', art } };
}

export const withCovers = (posts: PostSummary[]) => Promise.all(posts.map(withCover));
