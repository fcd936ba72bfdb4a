import { percentOf } from '../../../content/covers/figure.ts';
import type { CoverMotif } from '../../../content/covers/motifs.ts';
import { at, compose, figureIn, figureTile, ringTile, type Composition, type Context } from './composition.ts';
import { bar, circle, clock, dottedMap, mark, path, pin, rect, ring, shield, textLine, tick, tile } from './shapes.ts';

/** The home page's console: a payroll run whose checks are being scanned, one of them flagged. */
function automation(ctx: Context): Composition {
  const { p, figure, flip, rand } = ctx;
  const x = at(flip, 34, 196);
  const flagged = 1 + Math.floor(rand() * 3);
  const side = at(flip, 218, 84);
  return compose(
    tile(x, 22, 196, 136, p),
    [0, 1, 2].map((i) => circle(x + 16 + i * 10, 38, 3, { fill: p.line })),
    [textLine(x + 52, 38, 56, p), rect(x + 6, 52 + flagged * 24, 184, 24, p.b, { rx: 6, opacity: 0.14 })],
    [64, 88, 112, 136].flatMap((y, i) => [
      ...mark(x + 20, y, i === flagged, i === flagged ? p.flag : p.b),
      textLine(x + 36, y, 44 + rand() * 56, p),
      textLine(x + 158, y, 22, p),
    ]),
    figure ? figureTile(side, 98, 84, 64, figure, p) : ringTile(side, 92, 84, 72, ctx),
  );
}

/** A certification's seal beside a list of passed checks, over a map in dots. */
function compliance(ctx: Context): Composition {
  const { p, figure, flip, rand } = ctx;
  const seal = at(flip, 40, 104);
  const list = at(flip, 170, 122);
  const map = [0, 1, 2, 3, 4].map((i) => [at(flip, 14, 170) + i * 10 + rand() * 8, 128 + i * 9, 120 - i * 20] as const);
  return compose(
    [dottedMap(map, p.dots), shield(seal, 22, 2.6, p.tile, p.a), tick(seal + 52, 78, 18, p.a, 8)],
    tile(list, 30, 122, 120, p),
    [0, 1, 2].flatMap((i) => [...mark(list + 20, 52 + i * 24, false, p.a), textLine(list + 36, 52 + i * 24, 38 + rand() * 40, p)]),
    figure ? figureIn(figure, list + 10, 116, 102, 28, p.ink, 24) : [textLine(list + 18, 128, 56, p), textLine(list + 18, 140, 84, p)],
  );
}

/** Three clocks on three teams' hours, one team's stressed, and the hours they share. */
function timeZones(ctx: Context): Composition {
  const { p, figure, flip, rand } = ctx;
  const hours = [9, 13, 17].map((h) => h + Math.floor(rand() * 3));
  const lit = flip ? 2 : 0;
  // The timeline leaves room for the figure's tile beside it.
  const length = figure ? 168 : 240;
  const x = at(flip, 24, length + 32);
  const starts = [0.06, 0.24, 0.42].map((s) => (flip ? 0.88 - s - 0.46 : s));
  const [from, to] = [Math.max(...starts), Math.min(...starts) + 0.46];
  return compose(
    [70, 160, 250].flatMap((cx, i) => clock(cx, 62 - (i % 2) * 8, 26, hours[i]!, p.tile, i === lit ? p.a : p.line, p.ink)),
    tile(x, 100, length + 32, 64, p),
    [rect(x + 16 + length * from, 106, length * (to - from), 52, p.b, { rx: 6, opacity: 0.16 })],
    starts.flatMap((s, i) => [
      rect(x + 16, 113 + i * 16, length, 6, p.line, { rx: 3 }),
      rect(x + 16 + length * s, 112 + i * 16, length * 0.46, 8, i === lit ? p.a : p.b, { rx: 4 }),
    ]),
    figure ? figureTile(at(flip, 220, 76), 100, 76, 64, figure, p) : [],
  );
}

/** Where a team works: a map in dots with pins, beside the profiles of the people hired. */
function hiring(ctx: Context): Composition {
  const { p, figure, flip, rand } = ctx;
  const map = at(flip, 14, 160);
  const land = [
    [0, 40, 56],
    [6, 50, 70],
    [18, 60, 52],
    [30, 70, 30],
    [92, 48, 44],
    [84, 58, 64],
    [96, 68, 50],
    [104, 78, 38],
    [28, 96, 22],
    [24, 106, 30],
    [30, 116, 20],
    [118, 104, 26],
    [110, 114, 40],
  ] as const;
  const profiles = at(flip, 184, 122);
  return compose(
    [
      dottedMap(
        land.map(([x, y, w]) => [map + x, y, w] as const),
        p.dots,
        6,
      ),
    ],
    [
      [map + 36, 104],
      [map + 124, 76],
    ].flatMap(([x, y]) => pin(x!, y!, p.a, p.tile)),
    [34, 98].flatMap((y, i) => [
      ...tile(profiles - i * 12, y, 122, 52, p),
      circle(profiles - i * 12 + 26, y + 26, 14, { fill: i ? p.b : p.a, opacity: 0.85 }),
      textLine(profiles - i * 12 + 48, y + 20, 40 + rand() * 24, p),
      textLine(profiles - i * 12 + 48, y + 33, 30 + rand() * 20, p),
      ...mark(profiles - i * 12 + 106, y + 26, false, p.a, 6),
    ]),
    figure ? figureTile(map, 12, 84, 50, figure, p) : [],
  );
}

/** A ledger whose hidden line items are flagged, beside the full cost stacked up. */
function cost(ctx: Context): Composition {
  const { p, figure, flip, rand } = ctx;
  const x = at(flip, 30, 164);
  const column = at(flip, 226, 56);
  const flagged = [2, 3, 4];
  const parts = [0.2, 0.16, 0.22 + rand() * 0.1, 0.18, 0.14];
  const total = parts.reduce((a, b) => a + b);
  let y = 28;
  return compose(
    tile(x, 20, 164, 140, p),
    [0, 1, 2, 3, 4].flatMap((i) => [
      ...mark(x + 20, 40 + i * 24, flagged.includes(i), flagged.includes(i) ? p.flag : p.a),
      textLine(x + 36, 40 + i * 24, 40 + rand() * 44, p),
      textLine(x + 126, 40 + i * 24, 22, p),
    ]),
    tile(column - 8, 20, 72, 140, p),
    parts.map((part, i) => {
      const h = (part / total) * 124 - 3;
      const node = rect(column, y, 56, h, flagged.includes(i) ? p.warm : p.a, { rx: 4 });
      y += h + 3;
      return node;
    }),
    figure ? figureTile(at(flip, 150, 86), 112, 86, 56, figure, p) : [],
  );
}

/** Before and after: the cost as it was, the cost as it is, and the cut as a ring. */
function savings(ctx: Context): Composition {
  const { p, figure, flip } = ctx;
  const x = at(flip, 28, 160);
  const cut = (percentOf(figure) ?? 60 + ctx.rand() * 20) / 100;
  const [left, right] = flip ? [x + 96, x + 28] : [x + 28, x + 96];
  const after = 100 * (1 - cut);
  return compose(
    tile(x, 20, 160, 140, p),
    [
      rect(left, 40, 36, 100, p.line, { rx: 5 }),
      rect(right, 140 - after, 36, after, p.a, { rx: 5 }),
      rect(x + 16, 142, 128, 3, p.line, { rx: 1.5 }),
      path(`M${left + 18} 32C${(left + right) / 2 + 18} 24 ${right + 18} ${110 - after} ${right + 18} ${126 - after}`, {
        fill: 'none',
        stroke: p.b,
        strokeWidth: 4,
        strokeLinecap: 'round',
        strokeDasharray: '1 8',
      }),
      path(`M${right + 10} ${120 - after}l8 8 8-8`, {
        fill: 'none',
        stroke: p.b,
        strokeWidth: 4,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }),
    ],
    ringTile(at(flip, 204, 96), 40, 96, 100, ctx),
  );
}

/** A result: the figure reached in a large ring on a medallion, and accuracy before and after. */
function result(ctx: Context): Composition {
  const { p, figure, flip, rand } = ctx;
  const cx = at(flip, 34, 124) + 62;
  const list = at(flip, 182, 116);
  return compose(
    [circle(cx, 94, 66, { fill: p.shadow, opacity: 0.14 }), circle(cx, 90, 66, { fill: p.tile })],
    ring(cx, 90, 48, percentOf(figure) ?? 72, p.a, p.line, 14),
    figure ? figureIn(figure, cx - 36, 72, 72, 36, p.ink, 28) : [tick(cx, 90, 18, p.a, 7)],
    tile(list, 44, 116, 92, p),
    [textLine(list + 16, 64, 40 + rand() * 30, p), ...bar(list + 16, 80, 84, 0.6 + rand() * 0.15, p.b, p)],
    [textLine(list + 16, 104, 40 + rand() * 30, p), ...bar(list + 16, 120, 84, 0.97, p.a, p)],
  );
}

/** A rising chart: bars climbing, a line over them, the newest bars stressed; beside it, how far it rose. */
function trend(ctx: Context): Composition {
  const { p, figure, flip, rand } = ctx;
  const x = at(flip, 26, 196);
  const heights = [0, 1, 2, 3, 4, 5].map((i) => 20 + i * 14 + rand() * 12);
  const xs = heights.map((_, i) => x + 28 + i * 28);
  const tops = heights.map((h) => 146 - h);
  const side = at(flip, 206, 90);
  return compose(
    tile(x, 22, 196, 136, p),
    [textLine(x + 16, 38, 56, p)],
    heights.map((h, i) => rect(xs[i]! - 9, tops[i]!, 18, h, i > 3 ? p.a : p.line, { rx: 4 })),
    [
      path(`M${xs.map((cx, i) => `${cx} ${tops[i]! - 12}`).join('L')}`, {
        fill: 'none',
        stroke: p.b,
        strokeWidth: 3,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }),
      ...xs.map((cx, i) => circle(cx, tops[i]! - 12, 4, { fill: p.tile, stroke: p.b, strokeWidth: 2.5 })),
    ],
    figure ? figureTile(side, 40, 90, 64, figure, p) : ringTile(side, 34, 90, 80, ctx),
  );
}

export const compositions: Record<CoverMotif, (ctx: Context) => Composition> = {
  automation,
  compliance,
  'time-zones': timeZones,
  hiring,
  cost,
  savings,
  result,
  trend,
};
