import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Font } from 'satori';

const require = createRequire(import.meta.url);
const files = path.join(path.dirname(require.resolve('@fontsource/manrope/package.json')), 'files');
const WEIGHTS = [400, 700, 800] as const;
const SUBSETS = ['latin', 'latin-ext'] as const;

/**
 * Manrope's static instances for satori, which reads WOFF but not WOFF2 and draws a variable font
 * at its default (lightest) instance. The latin-ext files back up the latin ones, so 'Łódź' draws
 * as well as 'São Paulo'.
 */
export async function cardFonts(): Promise<Font[]> {
  const faces = SUBSETS.flatMap((subset) => WEIGHTS.map((weight) => ({ subset, weight })));
  return Promise.all(
    faces.map(async ({ subset, weight }) => ({
      // satori keeps one face per name and weight; it falls back to the other loaded fonts for a glyph.
      name: subset === 'latin' ? 'Manrope' : 'Manrope Latin Extended',
      weight,
      style: 'normal' as const,
      data: await readFile(path.join(files, `manrope-${subset}-${weight}-normal.woff`)),
    })),
  );
}
