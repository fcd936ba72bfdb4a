import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import pixelmatch from 'pixelmatch';
import { describe, expect, it } from 'vitest';
import { blogCategories } from '../../content/blog-categories.ts';
import type { CoverArt } from '../../content/covers/art.ts';
import { coverMotifKeys } from '../../content/covers/motifs.ts';
import { colors } from '../../components/theme/tokens.ts';
import { COVER_BOX, coverScene, paletteOf, type CoverScene } from '../../components/visuals/cover/scene.ts';

extend([a11yPlugin]);

/** Every cover there can be: each motif in each palette, with and without a figure, laid out both ways. */
const everyArt: CoverArt[] = coverMotifKeys.flatMap((motif) =>
  blogCategories.flatMap((category) =>
    [undefined, '$1.25M', '99.8%'].flatMap((figure) =>
      [0, 1, 2, 3].map((variant) => ({ motif, category, variant, ...(figure ? { figure } : {}) })),
    ),
  ),
);
const name = (art: CoverArt) => `${art.motif} / ${art.category} / ${art.figure ?? 'no figure'} / ${art.variant}`;
const tokens = new Set<string>(Object.values(colors));

/** The colours a cover paints that are not the theme's. */
function foreignColours(scene: CoverScene): unknown[] {
  const painted = scene.nodes.flatMap((node) => [node.attrs.fill, node.attrs.stroke]).filter((c) => c !== undefined && c !== 'none');
  return painted.filter((c) => !tokens.has(String(c)));
}

/** The tiles and marks of a cover (not its backdrop and light) that reach outside the picture. */
const outside = (scene: CoverScene) =>
  scene.nodes.slice(2).filter((node) => {
    const a = node.attrs as Record<string, number>;
    if (node.tag === 'rect') return a.x! < 0 || a.y! < 0 || a.x! + a.width! > COVER_BOX.width || a.y! + a.height! > COVER_BOX.height;
    if (node.tag === 'circle') return a.cx! < 0 || a.cy! < 0 || a.cx! > COVER_BOX.width || a.cy! > COVER_BOX.height;
    return false;
  });

it.each(everyArt.map((art) => [name(art), art] as const))(
  'the cover %s is painted in the theme’s colours, stays inside the picture, and prints its figure alone, legibly',
  (_, art) => {
    const scene = coverScene(art);
    expect(foreignColours(scene)).toEqual([]);
    expect(outside(scene)).toEqual([]);
    if (!art.figure) return expect(scene.figure).toBeUndefined();
    const figure = scene.figure!;
    expect(figure.text).toBe(art.figure);
    expect(figure.size).toBeGreaterThanOrEqual(14);
    const halfWidth = (figure.text.length * 0.62 * figure.size) / 2;
    expect(figure.x - halfWidth).toBeGreaterThanOrEqual(0);
    expect(figure.x + halfWidth).toBeLessThanOrEqual(COVER_BOX.width);
    // The figure sits on a tile, in the ink whose contrast with it is a text pair.
    const palette = paletteOf(art);
    expect(figure.fill).toBe(palette.ink);
    expect(colord(palette.ink).contrast(palette.tile)).toBeGreaterThanOrEqual(4.5);
  },
);

describe('the covers as a set', () => {
  it('give each category a backdrop that a pixel comparison tells from every other', () => {
    const pixel = (hex: string) => new Uint8Array([...[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)), 255]);
    const backdrops = blogCategories.map((category) => String(coverScene({ motif: 'trend', category, variant: 0 }).nodes[0]!.attrs.fill));
    const alike = backdrops.flatMap((a, i) =>
      backdrops
        .slice(i + 1)
        .flatMap((b, j) =>
          pixelmatch(pixel(a), pixel(b), undefined, 1, 1) ? [] : [`${blogCategories[i]} ~ ${blogCategories[i + 1 + j]}`],
        ),
    );
    expect(alike).toEqual([]);
  });

  it('lay a motif out the other way round for an odd variant, and on the other kind of tiles for every other pair', () => {
    for (const motif of coverMotifKeys) {
      const even = coverScene({ motif, category: 'Guide', variant: 0 });
      const odd = coverScene({ motif, category: 'Guide', variant: 1 });
      expect(JSON.stringify(odd.nodes.slice(2)), motif).not.toBe(JSON.stringify(even.nodes.slice(2)));
      expect([even.nodes[1]!.attrs.cx, odd.nodes[1]!.attrs.cx]).toEqual([260, 60]);
    }
    for (const category of blogCategories) {
      const tile = (variant: number) => paletteOf({ motif: 'cost', category, variant }).tile;
      expect(tile(1), category).toBe(tile(0));
      expect(tile(2), category).not.toBe(tile(0));
      expect([tile(0), tile(2)].sort()).toEqual([colors.bg, colors.heroPanel].sort());
    }
  });

  it('draw a different picture for each motif', () => {
    const drawings = coverMotifKeys.map((motif) => JSON.stringify(coverScene({ motif, category: 'Guide', variant: 0 }).nodes.slice(2)));
    expect(new Set(drawings).size).toBe(coverMotifKeys.length);
  });
});
