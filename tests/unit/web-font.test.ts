import { describe, expect, it } from 'vitest';
import { fonts } from '../../components/theme/tokens.ts';
import { fontFaceCss, fontStack, webFontUrl } from '../../components/theme/web-font.ts';

const faces = (css: string) => [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1]!);
const descriptor = (face: string, name: string) => new RegExp(`${name}:\\s*([^;]+)`).exec(face)?.[1]?.trim();

describe('the web font', () => {
  it('is what the theme names first, followed by its fallbacks in the order the faces are built', () => {
    expect(fonts.body).toBe(`${fontStack()}, sans-serif`);
    expect(fonts.body.startsWith('Manrope, "Manrope Fallback: ')).toBe(true);
  });

  it('is one latin woff2 file that swaps in whenever it arrives, covering every weight the site uses', () => {
    const [web] = faces(fontFaceCss());
    expect(webFontUrl).toMatch(/manrope-latin-wght-normal\.woff2$/);
    expect(descriptor(web!, 'src')).toBe(`url(${webFontUrl}) format('woff2')`);
    // A first visit asks for it after its first paint: a busy phone may have it only after `fallback`'s 3 s.
    expect(descriptor(web!, 'font-display')).toBe('swap');
    expect(descriptor(web!, 'font-weight')).toBe('200 800');
    // The one face of the family needs no range: a character the font lacks falls back, character by character.
    expect(descriptor(web!, 'unicode-range')).toBeUndefined();
  });

  it('has a size-adjusted local fallback per system font and weight band, named as the theme names them', () => {
    const fallbacks = faces(fontFaceCss()).slice(1);
    const named = fonts.body.match(/"Manrope Fallback: [^"]+"/g)!;
    expect(named).toHaveLength(2);
    for (const family of named) {
      const bands = fallbacks.filter((face) => descriptor(face, 'font-family') === family).map((face) => descriptor(face, 'font-weight'));
      expect(bands, family).toEqual(['200 500', '600 700', '800']);
    }
    // Liberation Sans has Arial's metrics: Arial's faces name it too, for systems without Arial.
    for (const face of fallbacks.filter((f) => descriptor(f, 'font-family') === '"Manrope Fallback: Arial"')) {
      expect(descriptor(face, 'src'), face).toMatch(
        /^local\('Arial( Bold)?'\), local\('Arial(MT|-BoldMT)'\), local\('Liberation Sans( Bold)?'\)/,
      );
    }
    for (const face of fallbacks) {
      expect(descriptor(face, 'src'), face).toMatch(/^local\(/);
      expect(Number.parseFloat(descriptor(face, 'size-adjust') ?? '100'), face).not.toBe(100);
    }
  });
});
