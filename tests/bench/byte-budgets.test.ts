import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtIslandModules } from '../../build/prerender/islands.ts';
import { pageScripts, readManifest } from '../../build/prerender/route-sizes.ts';
import { builtPages, FIRST_WINDOW, hasWidgets, HTML_BUDGET, KB, startupBudget, startupDetail, WIDGET_PAGES } from './budgets.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');
const islandModules = builtIslandModules(await readManifest(dist));
const pages = await builtPages(dist);

describe.each(pages.map((p) => [p.route, p] as const))('the document of %s', (route, { brotli, response }) => {
  it('arrives in the first round trip', () => {
    expect(brotli, `${route} is ${brotli} B of brotli, budget ${HTML_BUDGET} B`).toBeLessThanOrEqual(HTML_BUDGET);
    expect(response, `${route}'s response is about ${response} B with its headers`).toBeLessThanOrEqual(FIRST_WINDOW);
  });
});

describe.each(pages.map((p) => [p.route, p] as const))('start-up JS of %s', (route, { html, startup }) => {
  it('stays within its gzip budget', () => {
    const budget = startupBudget(route, html);
    expect(
      startup.total,
      `${route} can load ${(startup.total / KB).toFixed(1)} KB gzip at start, budget ${budget / KB} KB:\n${startupDetail(startup)}`,
    ).toBeLessThanOrEqual(budget);
  });

  it('loads no script by URL: only islands load code, when needed', () => {
    expect(pageScripts(html).external).toEqual([]);
  });

  it('does not include the Supabase client in what it loads before a submit', async () => {
    const { islands } = pageScripts(html);
    for (const file of islands.flatMap((i) => islandModules[i.name]!)) {
      const code = await readFile(path.join(dist, file), 'utf8');
      expect(code.includes('supabase-js'), `${route} loads ${file}, which contains @supabase/supabase-js`).toBe(false);
    }
  });
});

it('the build lists every page', () => {
  expect(pages.length).toBeGreaterThanOrEqual(16);
});

it('React loads only on pages with widgets', () => {
  const withReact = pages.filter((p) =>
    pageScripts(p.html).islands.some((i) => i.load === 'near' && islandModules[i.name]!.some((m) => /\/react-/.test(m))),
  );
  expect(withReact.map((p) => p.route).sort()).toEqual(
    pages
      .map((p) => p.route)
      .filter(hasWidgets)
      .sort(),
  );
  expect(withReact.map((p) => p.route)).toEqual(expect.arrayContaining([...WIDGET_PAGES]));
});
