import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { expectedRoutes, NOT_FOUND_HEADING } from './expected-routes.ts';

const baseUrl = inject('baseUrl');
const dist = path.resolve(import.meta.dirname, '../../dist');
const routes = expectedRoutes();
const indexable = routes.filter((r) => r.indexable);
// Each route in Chromium (it renders and starts its islands without console errors, with its heading) is
// visual.e2e.ts's, which opens every route at two widths.

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(decode(html))?.[1]?.replace(/<[^>]+>/g, '');

/** The path of every page the build wrote (each dist/…/index.html). */
const builtPaths = () =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => `/${path.dirname(file).split(path.sep).join('/')}`.replace(/^\/\.$/, '/'));

describe('the built site', () => {
  it('has a page for every route listed in this test, and for no other', () => {
    expect(builtPaths().sort()).toEqual(routes.map((r) => r.path).sort());
  });

  it('has the not-found page as 404.html, which an unknown path gets with status 404', async () => {
    expect(h1Of(readFileSync(path.join(dist, '404.html'), 'utf8'))).toBe(NOT_FOUND_HEADING);
    const response = await fetch(`${baseUrl}/blog/page/999`);
    expect(response.status).toBe(404);
    expect(h1Of(await response.text())).toBe(NOT_FOUND_HEADING);
  });

  it('lists exactly the indexable routes in its sitemap, as absolute URLs', async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs.sort()).toEqual(indexable.map((r) => r.path).sort());
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  it('is held to a list with routes of every kind the content makes: posts, a listing page, categories, positions', () => {
    const templates = new Set(routes.map((r) => r.template));
    for (const template of ['blog page', 'category', 'position']) expect(templates).toContain(template);
    expect(routes.filter((r) => r.path.startsWith('/blog/') && r.template === r.path).length).toBeGreaterThan(0);
  });
});

describe.each(routes.filter((r) => !r.indexable).map((r) => [r.path, r.heading]))(
  'page %s, kept out of search engines',
  (route, heading) => {
    it('is prerendered with its heading, and marked noindex', async () => {
      const response = await fetch(baseUrl + route);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(h1Of(html)).toBe(heading);
      expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<meta name="robots" content="noindex"/);
    });
  },
);

describe.each(indexable.map((r) => [r.path, r.heading]))('route %s', (route, heading) => {
  it('is prerendered: heading, title, description, canonical and Open Graph in the raw HTML', async () => {
    const response = await fetch(baseUrl + route);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+(;|$)/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = decode(await response.text());
    expect(h1Of(html)).toBe(heading);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<title>[^<]{5,}<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${route === '/' ? '' : route}"`));
    expect(head).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    // Content must be in place, not in a hidden block that an inline script reveals later.
    expect(html).not.toMatch(/<div hidden id="S:/);
    // All CSS is in <head>, so nothing restyles or shifts as the body streams in.
    expect(html.slice(html.indexOf('<body')).match(/<style/g)).toBeNull();
    expect(head.match(/<style data-emotion="css /g)).toHaveLength(1);
  });
});
