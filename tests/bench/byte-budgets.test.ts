import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipSize, readRouteChunks } from '../../scripts/prerender/route-sizes.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');
const KB = 1024;
const WIDGET_CHUNK = /^assets\/(Calculator|FaqAccordion|ContactForm)-/;
/**
 * DESIGN.md: a content-only route loads at most 100 KB gzip at start; the home page 140 KB.
 * The home page's allowance holds for any page with an interactive widget (the FAQ page).
 */
const budgetFor = (route: string, files: string[]) =>
  route === '/' || files.some((file) => WIDGET_CHUNK.test(file)) ? 140 * KB : 100 * KB;

const routeChunks = await readRouteChunks(dist);

describe.each(Object.entries(routeChunks))('start-up JS of %s', (route, files) => {
  it('stays within its gzip budget', async () => {
    const sizes = await Promise.all(files.map(async (file) => ({ file, gzip: await gzipSize(dist, file) })));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const detail = sizes
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => `  ${s.file}: ${(s.gzip / KB).toFixed(1)} KB`)
      .join('\n');
    expect(total, `${route} loads ${(total / KB).toFixed(1)} KB gzip at start, budget ${budgetFor(route, files) / KB} KB:\n${detail}`).toBeLessThanOrEqual(
      budgetFor(route, files),
    );
  });

  it('does not include the Supabase client', async () => {
    for (const file of files) {
      const code = await readFile(path.join(dist, file), 'utf8');
      expect(code.includes('supabase-js'), `${route} loads ${file}, which contains @supabase/supabase-js`).toBe(false);
    }
  });
});

it('the build lists every page', () => {
  expect(Object.keys(routeChunks).length).toBeGreaterThanOrEqual(16);
});
