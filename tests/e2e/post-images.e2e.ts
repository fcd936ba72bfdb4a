import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postRoute } from '../../content/blog.ts';
import { launchBrowser, openPage } from './browser.ts';
import { publishedPosts } from './expected-routes.ts';

const baseUrl = inject('baseUrl');
const CASE_STUDY = '/blog/manufacturer-saves-2-3m-on-payroll';
/** The featured post: a drawn cover with a key figure, and no picture in its body. */
const PLAYBOOK = '/blog/payroll-cost-playbook-2024';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('pictures in the built posts', () => {
  it('every picture in every post has alt text, a width and a height, and its files are served', async () => {
    let pictures = 0;
    for (const post of publishedPosts()) {
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

  it('every post shows a cover on its article and on its card in the listings: a sized picture, or a sized drawing inline', async () => {
    const cover =
      /<picture[^>]*>(?:<source [^>]*>)+<img [^>]* width="\d+" height="\d+"[^>]*>|<svg [^>]*width="\d+" height="\d+" aria-hidden="true"[^>]* data-cover=""[^>]*>/;
    for (const post of publishedPosts()) {
      const html = await (await fetch(baseUrl + postRoute(post.slug))).text();
      expect(/<header[\s\S]*?<\/header>([\s\S]*)/.exec(html)?.[1], post.slug).toMatch(cover);
    }
    const listings = (await Promise.all(['/blog', '/blog/page/2'].map(async (route) => (await fetch(baseUrl + route)).text()))).join('');
    const cards = [...listings.matchAll(/<article[\s\S]*?<\/article>/g)].map(([card]) => card);
    expect(cards.length).toBeGreaterThanOrEqual(publishedPosts().length);
    for (const card of cards) expect(card, card.slice(0, 200)).toMatch(cover);
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

  it('draws a cover without a picture of its own inline, 16:9, with no words but its figure, asking for no file', async () => {
    for (const route of [PLAYBOOK, '/blog']) {
      const { page, problems } = await openPage(browser, { width: 375, height: 740 });
      const images: string[] = [];
      page.on('request', (request) => void (request.resourceType() === 'image' && images.push(new URL(request.url()).pathname)));
      await page.goto(baseUrl + route, { waitUntil: 'load' });
      const cover = page.locator('article svg[data-cover]').first();
      const box = (await cover.boundingBox())!;
      expect(box.width, route).toBeGreaterThan(200);
      expect(box.width / box.height, route).toBeCloseTo(16 / 9, 1);
      await expect(cover.textContent()).resolves.toBe('70%');
      expect(
        images.filter((path) => path !== '/favicon.svg'),
        route,
      ).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  it('every post has a cover picture in the feeds and in its structured data, and it is served as an image', async () => {
    const feed = (await (await fetch(`${baseUrl}/feed.json`)).json()) as { items: { url: string; image?: string }[] };
    for (const post of publishedPosts()) {
      const html = await (await fetch(baseUrl + postRoute(post.slug))).text();
      const posting = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map(([, json]) => JSON.parse(json!) as { '@type'?: string; image?: string })
        .find((data) => data['@type'] === 'BlogPosting');
      const item = feed.items.find((i) => new URL(i.url).pathname === postRoute(post.slug));
      for (const image of [posting?.image, item?.image]) {
        expect(image, post.slug).toBeTruthy();
        const response = await fetch(baseUrl + new URL(image!).pathname);
        expect(response.status, image).toBe(200);
        expect(response.headers.get('content-type'), image).toMatch(/^image\//);
      }
    }
  });
});
