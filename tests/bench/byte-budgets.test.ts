import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../server/headers.ts';
import { builtIslandModules } from '../../scripts/prerender/islands.ts';
import { pageScripts, prerenderedFiles, readManifest, startupJs } from '../../scripts/prerender/route-sizes.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');
const KB = 1024;
/**
 * Start-up JavaScript, gzip, inline scripts included, counting every island that starts as the
 * visitor nears it: a page with widgets at most 100 KB (the home page, /search, an open position's
 * page with its application form), every other route (legal, about, careers, services, resources,
 * blog listings and articles...) at most 10 KB.
 */
const WIDGET_PAGES = new Set(['/', '/search']);
const hasWidgets = (route: string) => WIDGET_PAGES.has(route) || route.startsWith('/careers/');
const budgetFor = (route: string) => (hasWidgets(route) ? 100 * KB : 10 * KB);
/**
 * Every route's document as served (brotli, inline scripts and styles included): at most 14,000 B,
 * so it fits TCP's first congestion window (ten packets, about 14.6 KB with the headers) and the
 * first paint needs one round trip.
 */
const HTML_BUDGET = 14_000;
/**
 * The response as a whole, with the headers `_headers` gives every page and about 250 B that any
 * server adds (status line, Content-Type, Content-Length, Content-Encoding, Date, Last-Modified,
 * Vary, Connection): within TCP's first congestion window, ten packets of 1,460 B.
 */
const FIRST_WINDOW = 14_600;
const SERVER_HEADERS = 250;
const siteHeaders = (route: string) =>
  headersFor(parseHeadersFile(readFileSync(path.join(dist, '_headers'), 'utf8')), route).reduce(
    (sum, [name, value]) => sum + `${name}: ${value}\r\n`.length,
    0,
  );

const islandModules = builtIslandModules(await readManifest(dist));
const pages = await Promise.all(
  [...(await prerenderedFiles(dist))].map(async ([route, file]) => ({
    route,
    html: await readFile(file, 'utf8'),
    brotli: (await stat(`${file}.br`)).size,
  })),
);

describe.each(pages.map((p) => [p.route, p.brotli] as const))('the document of %s', (route, brotli) => {
  it('arrives in the first round trip', () => {
    expect(brotli, `${route} is ${brotli} B of brotli, budget ${HTML_BUDGET} B`).toBeLessThanOrEqual(HTML_BUDGET);
    const response = brotli + siteHeaders(route) + SERVER_HEADERS;
    expect(response, `${route}'s response is about ${response} B with its headers`).toBeLessThanOrEqual(FIRST_WINDOW);
  });
});

describe.each(pages.map((p) => [p.route, p.html] as const))('start-up JS of %s', (route, html) => {
  it('stays within its gzip budget', async () => {
    const { total, parts } = await startupJs(dist, html, islandModules);
    const detail = parts
      .sort((a, b) => b.gzip - a.gzip)
      .map((p) => `  ${p.name}: ${(p.gzip / KB).toFixed(1)} KB`)
      .join('\n');
    expect(
      total,
      `${route} can load ${(total / KB).toFixed(1)} KB gzip at start, budget ${budgetFor(route) / KB} KB:\n${detail}`,
    ).toBeLessThanOrEqual(budgetFor(route));
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
