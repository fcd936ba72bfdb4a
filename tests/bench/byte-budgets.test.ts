import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  builtPages,
  FIRST_WINDOW,
  hasWidgets,
  HTML_BUDGET,
  KB,
  pageScripts,
  startupBudget,
  startupDetail,
  WIDGET_PAGES,
} from './budgets.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');
const pages = await builtPages(dist);
/** The files a page loads at start, by URL: its start-up parts that are not inline. */
const loadedFiles = (page: (typeof pages)[number]) => page.startup.parts.map((part) => part.name).filter((name) => name.startsWith('/'));

describe.each(pages.map((p) => [p.route, p] as const))('the document of %s', (route, { brotli, response }) => {
  it('arrives in the first round trip', () => {
    expect(brotli, `${route} is ${brotli} B of brotli, budget ${HTML_BUDGET} B`).toBeLessThanOrEqual(HTML_BUDGET);
    expect(response, `${route}'s response is about ${response} B with its headers`).toBeLessThanOrEqual(FIRST_WINDOW);
  });
});

describe.each(pages.map((p) => [p.route, p] as const))('start-up JS of %s', (route, page) => {
  it('stays within its gzip budget', () => {
    const budget = startupBudget(route, page.html);
    expect(
      page.startup.total,
      `${route} can load ${(page.startup.total / KB).toFixed(1)} KB gzip at start, budget ${budget / KB} KB:\n${startupDetail(page.startup)}`,
    ).toBeLessThanOrEqual(budget);
  });

  it('loads no script by URL: only islands load code, when needed', () => {
    expect(pageScripts(page.html).external).toEqual([]);
  });

  it('does not include the Supabase client in what it loads before a submit', async () => {
    for (const file of loadedFiles(page)) {
      const code = await readFile(path.join(dist, file), 'utf8');
      expect(code.includes('supabase-js'), `${route} loads ${file}, which contains @supabase/supabase-js`).toBe(false);
    }
  });
});

it('the build lists every page', () => {
  expect(pages.length).toBeGreaterThanOrEqual(16);
});

it('React loads only on pages with widgets', () => {
  const withReact = pages.filter((page) => loadedFiles(page).some((file) => /\/react-/.test(file)));
  expect(withReact.map((p) => p.route).sort()).toEqual(
    pages
      .map((p) => p.route)
      .filter(hasWidgets)
      .sort(),
  );
  expect(withReact.map((p) => p.route)).toEqual(expect.arrayContaining([...WIDGET_PAGES]));
});
