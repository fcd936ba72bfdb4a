import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postRoute } from '../../content/blog.ts';
import { loadPosts } from '../../scripts/blog/posts.ts';
import { launchBrowser, openPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const CASE_STUDY = '/blog/manufacturer-saves-2-3m-on-payroll';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('pictures in the built posts', () => {
  it('every picture in every post has alt text, a width and a height, and its files are served', async () => {
    let pictures = 0;
    for (const post of loadPosts()) {
      const html = await (await fetch(baseUrl + postRoute(post.slug))).text();
      // Every picture the image pipeline drew (the header's logo is not one).
      for (const [img] of html.matchAll(/(?<=<picture[^>]*>(?:<source [^>]*>)*)<img [^>]*>/g)) {
        pictures++;
        expect(img, post.slug).toMatch(/ alt="[^"]*"/);
        expect(img, post.slug).toMatch(/ width="\d+" height="\d+"/);
        expect(img, post.slug).toMatch(/ style="aspect-ratio:\d+ \/ \d+/);
      }
      const urls = [...html.matchAll(/(?:src|srcset)="([^"]+)"/g)].flatMap((m) => m[1]!.split(', ').map((entry) => entry.split(' ')[0]!));
      for (const url of urls.filter((u) => u.startsWith('/assets/') && !u.endsWith('.js'))) {
        const response = await fetch(baseUrl + url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type'), url).toMatch(/^image\//);
      }
    }
    expect(pictures).toBeGreaterThan(0);
  });

  it('every post shows a sized cover on its article and on its card in the listings', async () => {
    const sized = / width="\d+" height="\d+"/;
    for (const post of loadPosts()) {
      const html = await (await fetch(baseUrl + postRoute(post.slug))).text();
      const cover = /<header[\s\S]*?<\/header>[\s\S]*?<picture[^>]*>(?:<source [^>]*>)+(<img [^>]*>)/.exec(html)?.[1];
      expect(cover, post.slug).toMatch(sized);
    }
    const listings = (await Promise.all(['/blog', '/blog/page/2'].map(async (route) => (await fetch(baseUrl + route)).text()))).join('');
    const cards = [...listings.matchAll(/<article[\s\S]*?<\/article>/g)].map(([card]) => card);
    expect(cards.length).toBeGreaterThanOrEqual(loadPosts().length);
    for (const card of cards) expect(/<picture[^>]*>(?:<source [^>]*>)+(<img [^>]*>)/.exec(card)?.[1], card.slice(0, 200)).toMatch(sized);
  });

  it('the case study shows its results chart lazily, its box kept before it loads', async () => {
    const { page, problems } = await openPage(browser, { width: 375, height: 740 });
    await page.goto(baseUrl + CASE_STUDY);
    const chart = page.getByRole('img', { name: /^Bar charts of the results\. Payroll cost fell from an index of 100 to 28/ });
    await expect(chart.getAttribute('loading')).resolves.toBe('lazy');
    const box = await chart.boundingBox();
    expect(box!.height).toBeCloseTo((box!.width * 440) / 800, 0);
    await chart.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('#post-body img');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    expect((await chart.boundingBox())!.height).toBeCloseTo(box!.height, 0);
    expect(problems).toEqual([]);
  });

  it("asks for a post's cover and the lead story's first, from the head, and paints them from that one request", async () => {
    for (const route of [postRoute(loadPosts()[0]!.slug), '/blog']) {
      const { page, problems } = await openPage(browser, { width: 375, height: 740 });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(baseUrl + route);
      const lead = page.locator('picture img[fetchpriority="high"]');
      await expect.poll(() => lead.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const painted = new URL(await lead.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
      expect(painted, route).toMatch(/\.avif$/);
      // The document, then the picture: no other file (the logo, a font, a script) is asked for before it.
      expect(requested.slice(0, 2), route).toEqual([route, painted]);
      expect(
        requested.filter((url) => url === painted),
        route,
      ).toHaveLength(1);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});
