import type { CoverArt } from '../../../content/covers/art.ts';
import { COVER_BOX, type Composition } from './composition.ts';
import { compositions } from './compositions.ts';
import { coverPalette, type CoverPalette } from './palettes.ts';
import { circle, rect, seeded } from './shapes.ts';

export { COVER_BOX } from './composition.ts';

/** A cover's drawing: its SVG elements, in order, and its key figure. */
export type CoverScene = Composition;

/** The palette of a cover: its category's backdrop, with its own kind of tiles for half the variants, the other kind for the rest. */
export const paletteOf = (art: CoverArt): CoverPalette => coverPalette(art.category, (art.variant & 2) === 0);

/**
 * A drawn cover as SVG elements in a 320 × 180 box: the category's backdrop with a soft light, then the
 * motif, laid out one way or the other, on white or navy tiles and with its own lengths by the variant,
 * and the key figure.
 * Pure data: the page draws it inline, the build draws the same into the social card and the feeds' picture.
 */
export function coverScene(art: CoverArt): CoverScene {
  const p = paletteOf(art);
  const rand = seeded(art.variant);
  const flip = (art.variant & 1) === 1;
  const motif = compositions[art.motif]({ p, figure: art.figure, flip, rand });
  return {
    nodes: [
      rect(0, 0, COVER_BOX.width, COVER_BOX.height, p.bg),
      circle(flip ? 60 : 260, 30 + rand() * 40, 120, { fill: p.glow, opacity: 0.45 }),
      ...motif.nodes,
    ],
    ...(motif.figure && { figure: motif.figure }),
  };
}
