/**
 * A picture as the build made it (build/images/): modern formats first, a fallback every browser
 * reads, and its intrinsic size so the page reserves its box before it loads. Plain data, so it can
 * travel in a post's frontmatter summary and in props.
 */
export interface ResponsiveImage {
  /** Best first: AVIF, then WebP. Empty for an SVG, which is served as is. */
  sources: { type: 'image/avif' | 'image/webp'; srcset: string }[];
  /** The <img>: JPEG (or PNG when the picture has transparency, or the SVG itself). */
  fallback: { src: string; srcset?: string; type: string };
  /** Intrinsic size of the largest file, in CSS pixels: the width and height attributes. */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
}
