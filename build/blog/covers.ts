import path from 'node:path';
import { postRoute, type PostSummary } from '../../content/blog.ts';
import { coverArt } from '../../content/covers/art.ts';
import type { ResponsiveImage } from '../../content/responsive-image.ts';
import { SOCIAL_CARD, socialCardPath } from '../../components/head/social-card.ts';
import { responsiveImage } from '../images/responsive-image.ts';
import { blogDir } from './posts.ts';

/**
 * A cover is drawn at most as wide as the article column (48rem); cards ask for their own width
 * with `sizes` (features/blog/ArticleCard.tsx).
 */
export const COVER_IMAGE = { widths: [400, 800, 1200, 1600], sizes: '(min-width: 48rem) 48rem, 100vw' } as const;

/**
 * A drawn cover as a picture, for the feeds and the structured data: the post's social card, which shows the
 * drawing beside the title and is drawn anyway (build/cards/). Pages draw the cover inline, so no other file
 * of it is made.
 */
const drawnCoverPicture = (post: PostSummary): ResponsiveImage => ({
  sources: [],
  fallback: { src: socialCardPath(postRoute(post.slug)), type: 'image/png' },
  ...SOCIAL_CARD,
  sizes: COVER_IMAGE.sizes,
});

/**
 * The post with its cover made by the image pipeline: the writer's own when the frontmatter names one,
 * else the illustration composed from its frontmatter, which pages draw inline and the feeds and the
 * structured data show as a picture (its social card). The illustration says nothing the title and teaser
 * beside it do not, so it is decorative (alt="").
 */
export async function withCover(post: PostSummary): Promise<PostSummary> {
  if (post.cover) return post;
  if (post.image) {
    const image = await responsiveImage(path.resolve(blogDir, post.image), COVER_IMAGE);
    return { ...post, cover: { image, alt: post.imageAlt ?? '' } };
  }
  return { ...post, cover: { image: drawnCoverPicture(post), alt: '', art: coverArt(post) } };
}

export const withCovers = (posts: PostSummary[]) => Promise.all(posts.map(withCover));
