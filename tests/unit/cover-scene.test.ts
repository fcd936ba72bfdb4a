import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import { blogCategories } from '../../content/blog.ts';
import type { CoverArt } from '../../content/covers/art.ts';
import { coverMotifKeys } from '../../content/covers/motifs.ts';
import { colors } from '../../components/theme/tokens.ts';
import { coverPalettes } from '../../components/visuals/cover/palettes.ts';
import { COVER_BOX, coverScene } from '../../components/visuals/cover/scene.ts';

extend([a11yPlugin]);

/** Every cover there can be: each motif in each palette, with and without a figure, laid out both ways. */
const everyArt: CoverArt[] = coverMotifKeys.flatMap((motif) =>
  blogCategories.flatMap((category) =>
    [undefined, '$2.3M', '99.8%', '24/7'].flatMap((figure) =>
      [6, 7].map((variant) => ({ motif, category, variant, ...(figure ? { figure } : {}) })),
    ),
  ),
);
const name = (art: CoverArt) => `${art.motif} / ${art.category} / ${art.figure ?? 'no figure'} / ${art.variant}`;
const tokens = new Set<string>(Object.values(colors));

describe.each(everyArt.map((art) => [name(art), art] as const))('the cover %s', (_, art) => {
  const scene = coverScene(art);

  it('is painted in the theme’s colours only', () => {
    const painted = scene.nodes.flatMap((node) => [node.attrs.fill, node.attrs.stroke]).filter((c) => c !== undefined && c !== 'none');
    expect(painted.filter((c) => !tokens.has(String(c)))).toEqual([]);
  });

  it('keeps its tiles and marks inside the picture', () => {
    const outside = scene.nodes.slice(2).filter((node) => {
      const a = node.attrs as Record<string, number>;
      if (node.tag === 'rect') return a.x! < 0 || a.y! < 0 || a.x! + a.width! > COVER_BOX.width || a.y! + a.height! > COVER_BOX.height;
      if (node.tag === 'circle') return a.cx! < 0 || a.cy! < 0 || a.cx! > COVER_BOX.width || a.cy! > COVER_BOX.height;
      return false;
    });
    expect(outside).toEqual([]);
  });

  it('prints its key figure, and nothing else, legibly on a tile and within the picture', () => {
    if (!art.figure) return expect(scene.figure).toBeUndefined();
    const { figure } = scene;
    expect(figure?.text).toBe(art.figure);
    expect(figure!.size).toBeGreaterThanOrEqual(14);
    const halfWidth = (figure!.text.length * 0.62 * figure!.size) / 2;
    expect(figure!.x - halfWidth).toBeGreaterThanOrEqual(0);
    expect(figure!.x + halfWidth).toBeLessThanOrEqual(COVER_BOX.width);
    const palette = coverPalettes[art.category];
    expect(figure!.fill).toBe(palette.ink);
    expect(colord(palette.ink).contrast(palette.tile)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the covers as a set', () => {
  it('give each category its own backdrop', () => {
    const backdrops = blogCategories.map((category) => coverScene({ motif: 'trend', category, variant: 0 }).nodes[0]!.attrs.fill);
    expect(new Set(backdrops).size).toBe(blogCategories.length);
  });

  it('lay a motif out the other way round for an odd variant', () => {
    for (const motif of coverMotifKeys) {
      const [even, odd] = [0, 1].map((variant) => coverScene({ motif, category: 'Guide', variant }));
      expect(JSON.stringify(odd), motif).not.toBe(JSON.stringify(even));
    }
  });

  it('draw a different picture for each motif', () => {
    const drawings = coverMotifKeys.map((motif) => JSON.stringify(coverScene({ motif, category: 'Guide', variant: 0 }).nodes.slice(2)));
    expect(new Set(drawings).size).toBe(coverMotifKeys.length);
  });
});
