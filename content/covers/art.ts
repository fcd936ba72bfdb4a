import type { BlogCategory } from '../blog-categories.ts';
import { keyFigure } from './figure.ts';
import { deriveMotif, type CoverMotif } from './motifs.ts';

/** What a post's drawn cover shows: composed from its frontmatter, drawn by components/visuals/cover/. */
export interface CoverArt {
  motif: CoverMotif;
  /** Sets the palette. */
  category: BlogCategory;
  /** The post's key figure, printed large: '$2.3M', '72%', '24/7'. */
  figure?: string;
  /** 0-255, from the slug: which way round the picture is laid out, and the lengths of its bars and lines. */
  variant: number;
}

/** What the cover is made from: the frontmatter, with the writer's own choices where given. */
export interface CoverSource {
  slug: string;
  title: string;
  description: string;
  category: BlogCategory;
  coverMotif?: CoverMotif;
  coverFigure?: string;
}

/** FNV-1a of the slug, folded to a byte: a new post gets its own layout, the same one on every build. */
export function variantOf(slug: string): number {
  let hash = 0x811c9dc5;
  for (const char of slug) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash ^ (hash >>> 8) ^ (hash >>> 16) ^ (hash >>> 24)) & 0xff;
}

/** The cover of a post: the writer's motif and figure when chosen, else the ones its words suggest. */
export function coverArt(post: CoverSource): CoverArt {
  const figure = post.coverFigure ?? keyFigure(post.title, post.description);
  return {
    motif: post.coverMotif ?? deriveMotif(post),
    category: post.category,
    ...(figure ? { figure } : {}),
    variant: variantOf(post.slug),
  };
}
