import { percentOf } from '../../../content/covers/figure.ts';
import type { CoverPalette } from './palettes.ts';
import { ring, textLine, tick, tile, type SvgNode } from './shapes.ts';

/** A cover's drawing area: 16:9. */
export const COVER_BOX = { width: 320, height: 180 } as const;

/** The key figure, printed in the page's type: centred on x, its middle on y. */
export interface CoverFigure {
  text: string;
  x: number;
  y: number;
  size: number;
  fill: string;
}

export interface Composition {
  nodes: SvgNode[];
  figure?: CoverFigure;
}

export interface Context {
  p: CoverPalette;
  figure?: string;
  /** Lay the picture out the other way round. */
  flip: boolean;
  rand: () => number;
}

/** The parts of a picture, in drawing order, as one; at most one of them prints the figure. */
export function compose(...parts: (SvgNode[] | Composition)[]): Composition {
  const nodes = parts.flatMap((part) => (Array.isArray(part) ? part : part.nodes));
  const figure = parts.find((part): part is Composition => !Array.isArray(part) && part.figure !== undefined)?.figure;
  return figure ? { nodes, figure } : { nodes };
}

/** The x of a block `w` wide that starts at `x`, mirrored when the cover is flipped. */
export const at = (flip: boolean, x: number, w: number) => (flip ? COVER_BOX.width - x - w : x);

/** The largest size that fits `text` in `w` (Manrope's figures are about 0.62 em wide), at most `max`. */
const fitting = (text: string, w: number, max: number) => Math.min(max, Math.floor(w / (text.length * 0.62)));

/** The key figure large, centred in a box. */
export const figureIn = (text: string, x: number, y: number, w: number, h: number, fill: string, max = 30): Composition => ({
  nodes: [],
  figure: { text, x: x + w / 2, y: y + h / 2, size: fitting(text, w, max), fill },
});

/** A tile with the key figure on it, over a line standing for its label. */
export const figureTile = (x: number, y: number, w: number, h: number, text: string, p: CoverPalette) =>
  compose(tile(x, y, w, h, p), figureIn(text, x + 10, y + 4, w - 20, h - 22, p.ink), [textLine(x + w * 0.2, y + h - 14, w * 0.6, p)]);

/** A tile with a ring on it: a percentage, the figure inside when there is one. */
export function ringTile(x: number, y: number, w: number, h: number, ctx: Context): Composition {
  const { p, figure, rand } = ctx;
  const r = Math.min(w, h) / 2 - 12;
  const [cx, cy] = [x + w / 2, y + h / 2];
  return compose(
    tile(x, y, w, h, p),
    ring(cx, cy, r, percentOf(figure) ?? 55 + rand() * 35, p.a, p.line, r * 0.32),
    figure ? figureIn(figure, cx - r * 0.78, cy - r * 0.5, r * 1.56, r, p.ink) : [tick(cx, cy, r * 0.32, p.a, r * 0.16)],
  );
}
