import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { expectedRoutes } from './expected-routes.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');
/** The test build's address: SITE_URL is not set for it, so every absolute URL of its pages is on this origin. */
const SITE = 'https://paylean.example';

// Every HTML file the build wrote, whatever made it: a page added later is covered without a list.
const htmlFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

// The pages that must stay out of search engines: every page left out of the sitemap, and the not-found page.
const outputOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
const noindexFiles = new Set(['404.html', ...expectedRoutes().flatMap((route) => (route.indexable ? [] : [outputOf(route.path)]))]);

/** The address a file is served at: index.html at its folder's, 404.html at /404. */
const routeOf = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/\/?index\.html$/, '').replace(/\.html$/, '')}`);

/** What a page's head says, read with jsdom: each tag's values, every time it appears. */
function headOf(html: string) {
  const { document } = new JSDOM(html).window;
  const values = (selector: string, attribute: string) =>
    [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute)?.trim() ?? '');
  return {
    titles: [...document.head.querySelectorAll('title')].map((title) => title.textContent.trim()),
    meta: (name: string) => values(`meta[name="${name}"]`, 'content'),
    property: (name: string) => values(`meta[property="${name}"]`, 'content'),
    canonicals: values('link[rel="canonical"]', 'href'),
    // Structured data may sit in the body, beside what it describes.
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
  };
}

describe('the head of every built HTML file', () => {
  it('covers every page the site has, the not-found page among them', () => {
    expect(htmlFiles).toContain('404.html');
    expect(htmlFiles.length).toBeGreaterThanOrEqual(expectedRoutes().length + 1);
  });

  it.each(htmlFiles)('%s has a title, a description, its address, its social tags and robots noindex where its page says so', (file) => {
    const head = headOf(readFileSync(path.join(dist, file), 'utf8'));
    const url = `${SITE}${routeOf(file)}`;

    expect(head.titles, 'one <title>').toHaveLength(1);
    const title = head.titles[0]!;
    expect(title, 'a title that names the site').toMatch(/\S.*PayLean|PayLean.*\S/);
    expect(head.meta('description'), 'one description').toHaveLength(1);
    const description = head.meta('description')[0]!;
    expect(description.length, 'a description that says something').toBeGreaterThan(20);

    expect(head.property('og:title')).toEqual([title]);
    expect(head.property('og:description')).toEqual([description]);
    expect(head.property('og:url')).toEqual([url]);
    expect(head.property('og:site_name')).toEqual(['PayLean']);
    expect(head.property('og:type')).toHaveLength(1);
    expect(['website', 'article']).toContain(head.property('og:type')[0]);
    if (head.property('og:type')[0] === 'article') expect(head.property('article:published_time')[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    if (noindexFiles.has(file)) {
      expect(head.meta('robots').join(' '), 'robots noindex').toContain('noindex');
      expect(head.canonicals, 'no canonical address for a page kept out of search engines').toEqual([]);
    } else {
      expect(head.meta('robots').join(' ')).not.toContain('noindex');
      expect(head.canonicals, 'its own address as the canonical one').toEqual([url]);
    }

    for (const image of head.property('og:image')) {
      expect(image.startsWith(`${SITE}/`), `${image} is on the site`).toBe(true);
      expect(existsSync(path.join(dist, new URL(image).pathname)), `${image} is in the build`).toBe(true);
      expect(head.property('og:image:width')[0]).toMatch(/^\d+$/);
      expect(head.property('og:image:height')[0]).toMatch(/^\d+$/);
      expect(head.property('og:image:alt')[0]?.length).toBeGreaterThan(0);
    }

    for (const text of head.jsonLd) {
      const data = JSON.parse(text) as Record<string, unknown>;
      expect(data['@context']).toBe('https://schema.org');
      expect(typeof data['@type'] === 'string' && data['@type'].length > 0, 'a schema.org type').toBe(true);
      if (typeof data.url === 'string' && data['@type'] !== 'Organization') expect(data.url).toBe(url);
      if (data['@type'] === 'BlogPosting') {
        expect(title.startsWith(String(data.headline)), 'the headline is the title').toBe(true);
        expect(data.description).toBe(description);
        expect(data.mainEntityOfPage).toBe(url);
      }
    }
  });
});
