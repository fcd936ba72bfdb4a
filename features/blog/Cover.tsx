import type { PostCover } from '../../content/blog.ts';
import { Picture } from '../../components/ui/Picture.tsx';
import { DrawnCover } from './DrawnCover.tsx';

interface Props {
  cover: PostCover;
  /** On a card or beside a link that names the post, the cover is decorative: alt="". */
  decorative?: boolean;
  /** See Picture: above the fold, fetched at once and first. */
  eager?: boolean;
  sizes?: string;
  crop?: string;
  className?: string;
}

/** A post's cover: the writer's picture, or the one the build drew from the title, drawn as text. */
export function Cover({ cover, decorative = false, eager, sizes, crop, className }: Props) {
  if (cover.drawn) return <DrawnCover title={cover.drawn.title} kicker={cover.drawn.kicker} crop={crop} className={className} />;
  return <Picture image={cover.image} alt={decorative ? '' : cover.alt} eager={eager} sizes={sizes} crop={crop} className={className} />;
}
