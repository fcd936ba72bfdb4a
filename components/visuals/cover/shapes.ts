import type { CoverPalette } from './palettes.ts';

/** One SVG element of a cover, with its attributes as React names them: the page and the social card draw the same list. */
export interface SvgNode {
  tag: 'rect' | 'circle' | 'path';
  attrs: Record<string, string | number>;
}

/** Coordinates are rounded to a tenth: the covers are inline in the page, every character counts. */
const r1 = (n: number) => Math.round(n * 10) / 10;

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Record<string, string | number> = {},
): SvgNode => ({
  tag: 'rect',
  attrs: { x: r1(x), y: r1(y), width: r1(width), height: r1(height), fill, ...extra },
});

export const circle = (cx: number, cy: number, r: number, attrs: Record<string, string | number>): SvgNode => ({
  tag: 'circle',
  attrs: { cx: r1(cx), cy: r1(cy), r: r1(r), ...attrs },
});

export const path = (d: string, attrs: Record<string, string | number>): SvgNode => ({ tag: 'path', attrs: { d, ...attrs } });

const stroke = (color: string, width: number) => ({
  fill: 'none',
  stroke: color,
  strokeWidth: width,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** A white (or dark) card with a soft shadow under it, as the page visuals' tiles. */
export const tile = (x: number, y: number, w: number, h: number, p: CoverPalette): SvgNode[] => [
  rect(x, y + 4, w, h, p.shadow, { rx: 10, opacity: 0.14 }),
  rect(x, y, w, h, p.tile, { rx: 10 }),
];

/** A rounded grey line standing for a word or a label. */
export const textLine = (x: number, y: number, w: number, p: CoverPalette, height = 6) =>
  rect(x, y - height / 2, w, height, p.line, { rx: height / 2 });

/** A horizontal bar on its track, `value` 0-1 of `w`. */
export const bar = (x: number, y: number, w: number, value: number, color: string, p: CoverPalette, height = 8): SvgNode[] => [
  rect(x, y - height / 2, w, height, p.line, { rx: height / 2 }),
  rect(x, y - height / 2, Math.max(height, w * value), height, color, { rx: height / 2 }),
];

/** A percentage as a ring, as the page visuals draw it: a track and an arc from twelve o'clock. */
export function ring(cx: number, cy: number, r: number, value: number, color: string, track: string, width: number): SvgNode[] {
  const length = 2 * Math.PI * r;
  return [
    circle(cx, cy, r, { fill: 'none', stroke: track, strokeWidth: width }),
    circle(cx, cy, r, {
      ...stroke(color, width),
      strokeDasharray: `${r1((length * value) / 100)} ${r1(length)}`,
      transform: `rotate(-90 ${r1(cx)} ${r1(cy)})`,
    }),
  ];
}

/** A tick, as on a passed check. */
export const tick = (cx: number, cy: number, size: number, color: string, width = 2) =>
  path(`M${r1(cx - size)} ${r1(cy)}l${r1(size * 0.7)} ${r1(size * 0.7)} ${r1(size * 1.3)}-${r1(size * 1.4)}`, stroke(color, width));

/** A check list's mark: a tinted dot with a tick (passed) or an exclamation mark (flagged). */
export function mark(cx: number, cy: number, flagged: boolean, color: string, radius = 7): SvgNode[] {
  const s = radius * 0.45;
  return [
    circle(cx, cy, radius, { fill: color, opacity: 0.18 }),
    flagged
      ? path(`M${r1(cx)} ${r1(cy - s)}v${r1(s * 1.1)}m0 ${r1(s * 0.8)}v.1`, stroke(color, radius * 0.3))
      : tick(cx, cy, s, color, radius * 0.28),
  ];
}

/** A map pin: a drop with a hole. */
export const pin = (x: number, y: number, color: string, hole: string, s = 1): SvgNode[] => [
  path(
    `M${r1(x)} ${r1(y)}c${r1(-9 * s)}-${r1(10 * s)}-${r1(12 * s)}-${r1(14 * s)}-${r1(12 * s)}-${r1(20 * s)}a${r1(12 * s)} ${r1(12 * s)} 0 0 1 ${r1(24 * s)} 0c0 ${r1(6 * s)}-${r1(3 * s)} ${r1(10 * s)}-${r1(12 * s)} ${r1(20 * s)}z`,
    { fill: color },
  ),
  circle(x, y - 20 * s, 4.5 * s, { fill: hole }),
];

/** A shield, as the certifications' seal, `s` times the 40 × 44 of the page's. */
export const shield = (x: number, y: number, s: number, fill: string, line: string): SvgNode =>
  path(
    `M${r1(x + 20 * s)} ${r1(y + 2 * s)}l${r1(16 * s)} ${r1(6 * s)}v${r1(13 * s)}c0 ${r1(10 * s)}-${r1(7 * s)} ${r1(18 * s)}-${r1(16 * s)} ${r1(21 * s)}c-${r1(9 * s)}-${r1(3 * s)}-${r1(16 * s)}-${r1(11 * s)}-${r1(16 * s)}-${r1(21 * s)}v-${r1(13 * s)}z`,
    {
      fill,
      stroke: line,
      strokeWidth: r1(2.5 * s),
      strokeLinejoin: 'round',
    },
  );

/** A clock face showing `hour` o'clock. */
export function clock(cx: number, cy: number, r: number, hour: number, face: string, rim: string, hands: string): SvgNode[] {
  const angle = ((hour % 12) / 12) * 2 * Math.PI;
  return [
    circle(cx, cy, r, { fill: face, stroke: rim, strokeWidth: r * 0.16 }),
    path(
      `M${r1(cx)} ${r1(cy - r * 0.62)}V${r1(cy)}l${r1(Math.sin(angle) * r * 0.45)} ${r1(-Math.cos(angle) * r * 0.45)}`,
      stroke(hands, r * 0.12),
    ),
  ];
}

/**
 * A map in dots, as printed maps draw land: each row is [x, y, length], drawn as one path whose dashes are
 * round dots `gap` apart.
 */
export const dottedMap = (rows: readonly (readonly [number, number, number])[], color: string, gap = 7): SvgNode =>
  path(rows.map(([x, y, w]) => `M${r1(x)} ${r1(y)}h${r1(w)}`).join(''), {
    fill: 'none',
    stroke: color,
    strokeWidth: 3.2,
    strokeLinecap: 'round',
    strokeDasharray: `0 ${gap}`,
  });

/** A seeded sequence in [0, 1): the same variant gives the same lengths on every build. */
export function seeded(variant: number): () => number {
  let state = (variant + 1) * 0x9e3779b1;
  return () => {
    state = Math.imul(state ^ (state >>> 15), 0x2c1b3c6d);
    state = Math.imul(state ^ (state >>> 12), 0x297a2d39);
    return ((state ^ (state >>> 15)) >>> 0) / 2 ** 32;
  };
}
