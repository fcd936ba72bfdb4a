import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForIslandsInView } from './browser.ts';
import { indexableRoutes, requiredHeadings } from './expected-routes.ts';

const baseUrl = inject('baseUrl');
const routes = await indexableRoutes('test');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

describe('the sitemap', () => {
  it('lists exactly the routes of the pages that are not noindex, as absolute URLs', async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs.sort()).toEqual(routes.map((r) => r.route).sort());
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });
});

describe('the required headings', () => {
  it('name only routes that are indexable pages, so each is checked below', () => {
    expect(Object.keys(requiredHeadings).filter((route) => !routes.some((r) => r.route === route))).toEqual([]);
  });
});

describe.each(routes.map((r) => [r.route, r.heading]))('route %s', (route, heading) => {
  it('is prerendered: heading, title, description, canonical and Open Graph in the raw HTML', async () => {
    const response = await fetch(baseUrl + route);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+(;|$)/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = decode(await response.text());
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
    expect(h1).toBe(heading);
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

  it('renders, and starts the islands on screen, in Chromium without console errors or hydration warnings', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(baseUrl + route);
    await waitForIslandsInView(page);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(heading);
    expect(await page.locator('title').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
