import type { PostCover } from '../../content/blog.ts';
import { Picture } from '../../components/ui/Picture.tsx';
import { CoverDrawing } from '../../components/visuals/cover/CoverDrawing.tsx';

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

/** A post's cover: the writer's picture, or the illustration composed for the post, drawn inline. */
export function Cover({ cover, decorative = false, eager, sizes, crop, className }: Props) {
  if (cover.art) return <CoverDrawing art={cover.art} className={className} />;
  return <Picture image={cover.image} alt={decorative ? '' : cover.alt} eager={eager} sizes={sizes} crop={crop} className={className} />;
}
