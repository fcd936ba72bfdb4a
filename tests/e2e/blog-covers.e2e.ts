import pixelmatch from 'pixelmatch';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { categoryRoute, postRoute } from '../../content/blog.ts';
import { blogCategories } from '../../content/blog-categories.ts';
import { CARD_COVER_WIDTH } from '../../build/cards/CardLayout.tsx';
import { launchBrowser } from './browser.ts';
import { publishedPosts } from './expected-routes.ts';

const baseUrl = inject('baseUrl');
const posts = publishedPosts();
/** Every listing that shows cards: /blog, its second page (the test build pages by 4), each category. */
const LISTINGS = ['/blog', '/blog/page/2', ...blogCategories.map((category) => categoryRoute(category))];
/** Two articles, one whose cover prints a key figure. */
const ARTICLES = [postRoute('manufacturer-saves-2-3m-on-payroll'), postRoute('managing-distributed-teams-across-time-zones')];
const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];
/** Two covers differ visibly when this share of their pixels differs at card size (pixelmatch's own threshold). */
const MIN_DIFFERENCE = 0.15;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function open(route: string, viewport = VIEWPORTS[1]!, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(baseUrl + route);
  return page;
}

interface CardCover {
  title: string;
  /** 'svg' or 'img' (or undefined: no cover). */
  kind?: string;
  /** An <img>'s width and height attributes, an <svg>'s too. */
  size: [string | null, string | null];
  /** What the cover says: an <svg>'s text, an <img>'s alt. */
  says: string;
}

/** Each card of a listing, as the served HTML has it. */
const coversOn = (page: Page, cards: string) =>
  page.locator(cards).evaluateAll((items) =>
    items.map((card): CardCover => {
      const cover = card.querySelector('svg[data-cover], img');
      return {
        title: card.querySelector('a')!.textContent!.trim(),
        kind: cover?.tagName.toLowerCase(),
        size: [cover?.getAttribute('width') ?? null, cover?.getAttribute('height') ?? null],
        says: cover ? (cover.tagName === 'IMG' ? cover.getAttribute('alt') : cover.textContent) || '' : '',
      };
    }),
  );

function expectPictures(covers: CardCover[]) {
  expect(covers.length).toBeGreaterThan(0);
  for (const cover of covers) {
    expect(cover.kind, `${cover.title}: its cover`).toMatch(/^(svg|img)$/);
    expect(
      cover.size.every((n) => Number(n) > 0),
      `${cover.title}: width and height in the HTML`,
    ).toBe(true);
    expect(cover.says.includes(cover.title), `${cover.title}: its cover repeats its title`).toBe(false);
    // A cover may print a key figure ('$2.3M'), never words.
    expect(cover.says, `${cover.title}: its cover's words`).toMatch(/^[^A-Za-z]*[KMB]?$/);
  }
}

describe('the covers on the blog', () => {
  it.each(LISTINGS)('every card on %s has a cover picture, sized in the HTML, without its title', async (route) => {
    const page = await open(route, VIEWPORTS[1], false);
    expectPictures(await coversOn(page, 'main article:has(h2, h3)'));
    await page.context().close();
  });

  it(`no two covers look alike: at card size at least ${MIN_DIFFERENCE * 100}% of their pixels differ`, async () => {
    // Each category page shows its posts as cards of the listing's one size.
    const shots: { title: string; png: PNG }[] = [];
    for (const category of blogCategories) {
      const page = await open(categoryRoute(category));
      await page.evaluate(() => document.fonts.ready);
      for (const card of await page.locator('[data-cards] article').all()) {
        const title = (await card.locator('h3').textContent())!;
        shots.push({ title, png: PNG.sync.read(await card.locator('svg[data-cover], img').first().screenshot()) });
      }
      await page.context().close();
    }
    expect(shots.map((s) => s.title).sort()).toEqual(posts.map((p) => p.title).sort());
    // A card's size: a third of the listing at this width, as on /blog.
    expect(shots[0]!.png.width).toBeLessThan(400);

    const pairs = shots.flatMap((a, i) =>
      shots.slice(i + 1).map((b) => {
        expect([b.png.width, b.png.height], `${b.title}: the same card size as ${a.title}`).toEqual([a.png.width, a.png.height]);
        const changed = pixelmatch(a.png.data, b.png.data, undefined, a.png.width, a.png.height);
        return { pair: `${a.title} / ${b.title}`, share: changed / (a.png.width * a.png.height) };
      }),
    );
    const closest = pairs.reduce((min, p) => (p.share < min.share ? p : min));
    console.log(
      `covers at ${shots[0]!.png.width}×${shots[0]!.png.height}: closest pair ${closest.pair}, ${(closest.share * 100).toFixed(1)}% of pixels differ`,
    );
    expect(pairs.filter((p) => p.share < MIN_DIFFERENCE)).toEqual([]);
  });
});

describe('an article', () => {
  /** The visible text of the first screen, as one string: every text node at least partly in the viewport. */
  const firstScreenText = (page: Page) =>
    page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const seen: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (!node.textContent!.trim() || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()];
        if (rects.some((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight)) seen.push(node.textContent!);
      }
      return seen.join(' ').replace(/\s+/g, ' ');
    });

  describe.each(VIEWPORTS)('at $width px', (viewport) => {
    it.each(ARTICLES)('%s shows its title once on its first screen, and its cover there too on a wide screen', async (route) => {
      const post = posts.find((p) => postRoute(p.slug) === route)!;
      const page = await open(route, viewport);
      await page.evaluate(() => document.fonts.ready);
      expect((await firstScreenText(page)).split(post.title)).toHaveLength(2);
      const cover = await page.locator('article header svg[data-cover]').boundingBox();
      expect(cover).not.toBeNull();
      if (viewport.width >= 1024) expect(cover!.y + cover!.height).toBeLessThanOrEqual(viewport.height);
      await page.context().close();
    });
  });
});

describe('the covers move nothing', () => {
  it.each(VIEWPORTS.flatMap((viewport) => ['/blog', ARTICLES[0]!].map((route) => [route, viewport.width, viewport] as const)))(
    '%s at %s px: no layout shift as it loads',
    async (route, _, viewport) => {
      // Without the web font: its swap is web-font.e2e.ts's subject, and here only the page's own boxes may move.
      const context = await browser.newContext({ viewport });
      await context.route(/\.woff2$/, (request) => request.abort());
      const page = await context.newPage();
      await page.goto(baseUrl + route, { waitUntil: 'load' });
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
                if (!entry.hadRecentInput) total += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
          }),
      );
      expect(shift).toBe(0);
      await page.context().close();
    },
  );
});

describe("each post's social card", () => {
  it('shows its own cover: any two cards differ in at least that share of a cover', async () => {
    const cards = await Promise.all(
      posts.map(async (post) => {
        const html = await (await fetch(baseUrl + postRoute(post.slug))).text();
        const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
        return { slug: post.slug, png: PNG.sync.read(Buffer.from(await (await fetch(baseUrl + new URL(image).pathname)).arrayBuffer())) };
      }),
    );
    const coverArea = CARD_COVER_WIDTH * CARD_COVER_WIDTH * (9 / 16);
    for (const [i, a] of cards.entries())
      for (const b of cards.slice(i + 1)) {
        const changed = pixelmatch(a.png.data, b.png.data, undefined, a.png.width, a.png.height);
        expect(changed / coverArea, `${a.slug} / ${b.slug}`).toBeGreaterThan(MIN_DIFFERENCE);
      }
  });
});
