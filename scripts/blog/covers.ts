import path from 'node:path';
import type { PostSummary } from '../../content/blog.ts';
import { responsiveImage } from '../images/responsive-image.ts';
import { cachedCard } from '../cards/write-cards.ts';
import { blogDir } from './posts.ts';

/**
 * A cover is drawn at most as wide as the article column (48rem); cards ask for their own width
 * with `sizes` (features/blog/ArticleCard.tsx).
 */
export const COVER_IMAGE = { widths: [400, 800, 1200, 1600], sizes: '(min-width: 48rem) 48rem, 100vw' } as const;

/**
 * The post with its cover made by the image pipeline: the writer's own when the frontmatter names one,
 * else one drawn from the title and category in the social card's style (cached like the cards), which
 * pages draw as text and feeds show as the picture. A drawn cover repeats the title beside it, so it is
 * decorative (alt="").
 */
export async function withCover(post: PostSummary): Promise<PostSummary> {
  if (post.cover) return post;
  if (post.image) {
    const image = await responsiveImage(path.resolve(blogDir, post.image), COVER_IMAGE);
    return { ...post, cover: { image, alt: post.imageAlt ?? '' } };
  }
  const { file } = await cachedCard({ title: post.title, kicker: post.category });
  return {
    ...post,
    cover: { image: await responsiveImage(file, COVER_IMAGE), alt: '', drawn: { title: post.title, kicker: post.category } },
  };
}

export const withCovers = (posts: PostSummary[]) => Promise.all(posts.map(withCover));
