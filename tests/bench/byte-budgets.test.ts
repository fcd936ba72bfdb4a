import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipSize, readRouteChunks } from '../../scripts/prerender/route-sizes.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');
const KB = 1024;
/**
 * DESIGN.md: a content-only route loads at most 100 KB gzip at start; the home page 140 KB.
 * Widgets are islands that load when the visitor comes near them, so they are not counted.
 */
const budgetFor = (route: string) => (route === '/' ? 140 * KB : 100 * KB);

const routeChunks = await readRouteChunks(dist);

describe.each(Object.entries(routeChunks).map(([route, chunks]) => [route, chunks.start] as const))('start-up JS of %s', (route, files) => {
  it('stays within its gzip budget', async () => {
    const sizes = await Promise.all(files.map(async (file) => ({ file, gzip: await gzipSize(dist, file) })));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const detail = sizes
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => `  ${s.file}: ${(s.gzip / KB).toFixed(1)} KB`)
      .join('\n');
    expect(
      total,
      `${route} loads ${(total / KB).toFixed(1)} KB gzip at start, budget ${budgetFor(route) / KB} KB:\n${detail}`,
    ).toBeLessThanOrEqual(budgetFor(route));
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
