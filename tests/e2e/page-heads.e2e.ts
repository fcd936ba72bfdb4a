import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageHeadProblems } from '../../build/prerender/page-head.ts';
import { expectedRoutes } from './expected-routes.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');

// Every HTML file the build wrote, whatever made it: a page added later is covered without a list.
const htmlFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

// The pages that must stay out of search engines: every page left out of the sitemap, and the not-found page.
const outputOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
const noindexFiles = new Set(['404.html', ...expectedRoutes().flatMap((route) => (route.indexable ? [] : [outputOf(route.path)]))]);

describe('the head of every built HTML file', () => {
  it('covers every page the site has, the not-found page among them', () => {
    expect(htmlFiles).toContain('404.html');
    expect(htmlFiles.length).toBeGreaterThanOrEqual(expectedRoutes().length + 1);
  });

  it.each(htmlFiles)('%s has a title, a description, and robots noindex where its page says so', (file) => {
    expect(pageHeadProblems(`dist/${file}`, readFileSync(path.join(dist, file), 'utf8'), noindexFiles.has(file))).toEqual([]);
  });
});
