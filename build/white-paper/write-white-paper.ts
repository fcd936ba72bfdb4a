import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement } from 'react';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import { whitePaper } from '../../content/white-paper.ts';
import { WhitePaperDocument } from './WhitePaperDocument.tsx';

const require = createRequire(import.meta.url);

// The brand typeface from @fontsource/manrope: its .woff files (the PDF renderer's font loader reads
// TTF, OTF and WOFF, not WOFF2). Build time only: none of this reaches the browser.
const manrope = (weight: number) => require.resolve(`@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`);
Font.register({ family: 'Manrope', fonts: [400, 700, 800].map((fontWeight) => ({ src: manrope(fontWeight), fontWeight })) });
// Whole words on a line: the renderer's default hyphenation splits English words at odd places.
Font.registerHyphenationCallback((word) => [word]);

/** Renders the white paper (content/white-paper.ts) into dist at its path; answers that path. */
export async function writeWhitePaper(dist: string): Promise<string> {
  const file = path.join(dist, whitePaper.file);
  await mkdir(path.dirname(file), { recursive: true });
  // renderToBuffer takes the <Document> element itself, which WhitePaperDocument returns.
  const element = createElement(WhitePaperDocument, { paper: whitePaper }) as unknown as Parameters<typeof renderToBuffer>[0];
  await writeFile(file, await renderToBuffer(element));
  return whitePaper.file;
}
