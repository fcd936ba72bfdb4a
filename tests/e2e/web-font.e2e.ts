import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WEB_FONT_CLASS, WEB_FONT_PART } from '../../components/theme/web-font-class.ts';
import { launchBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * A fresh visitor (empty cache and storage) that records, for each page, whether the text was set in the web font as
 * it was parsed, and which storage keys the page read before then.
 */
async function visitor(width = 1280, { blockFont = false } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript((name) => {
    const page = window as unknown as { fontAtParse: boolean; storageReadAtParse: string[] };
    page.storageReadAtParse = [];
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key) {
      if (document.readyState === 'loading') page.storageReadAtParse.push(key);
      return getItem.call(this, key);
    };
    document.addEventListener('DOMContentLoaded', () => {
      page.fontAtParse = document.documentElement.classList.contains(name);
    });
  }, WEB_FONT_CLASS);
  if (blockFont) await context.route(/\.woff2$/, (route) => route.abort());
  return context;
}

/** Resolves once the page script has set the text in the web font and Chromium has it. */
const fontInUse = async (page: Page) => {
  await page.waitForFunction((name) => document.documentElement.classList.contains(name), WEB_FONT_CLASS);
  await page.evaluate(() => document.fonts.ready);
};

async function visit(context: BrowserContext, route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(baseUrl + route);
  return page;
}

/** The font Chromium actually drew a node's text with (not just what its CSS asks for). */
async function drawnWith(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => ({ family: font.familyName.split(' ')[0], custom: font.isCustomFont }));
}

/** When the font's request started and when the page first painted (ms since navigation); no font request: undefined. */
const fontRequestAndPaint = (page: Page) =>
  page.evaluate(() => ({
    font: performance.getEntriesByType('resource').find((e) => e.name.endsWith('.woff2'))?.startTime,
    paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
  }));

const expectDrawnInManrope = async (page: Page) => {
  for (const selector of ['main h1', 'main p']) {
    expect(await page.$eval(selector, (el) => getComputedStyle(el).fontFamily.split(',')[0])).toBe('Manrope');
    expect(await drawnWith(page, selector), selector).toEqual([{ family: 'Manrope', custom: true }]);
  }
};

describe.each(['/', '/privacy-policy', '/blog/true-cost-of-manual-payroll'])('the web font on %s', (route) => {
  it('is declared in the prerendered head, with no stylesheet to wait for and nothing preloading it', async () => {
    const html = await (await fetch(baseUrl + route)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/src:url\([^)]+\.woff2\) format\(["']woff2["']\)/);
    expect(head).toContain('font-display:swap');
    expect(head).not.toMatch(/<link rel="preload"[^>]*as="font"/);
    expect(head).not.toMatch(/<link rel="stylesheet"/);
  });

  it('on a first visit is asked for only after the first paint, then headings and body text are drawn with it', async () => {
    const context = await visitor();
    const page = await visit(context, route);
    await fontInUse(page);
    expect(await page.evaluate(() => (window as unknown as { fontAtParse: boolean }).fontAtParse)).toBe(false);
    const { font, paint } = await fontRequestAndPaint(page);
    expect(font).toBeGreaterThanOrEqual(paint);
    await expectDrawnInManrope(page);
    await context.close();
  });

  it('once loaded, is what the next page of the visit is set in from its first paint', async () => {
    const context = await visitor();
    const page = await visit(context, '/faq');
    await fontInUse(page);
    await Promise.all([page.waitForURL(baseUrl + route), page.evaluate((next) => window.location.assign(next), route)]);
    expect(await page.evaluate(() => (window as unknown as { fontAtParse: boolean }).fontAtParse)).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    await expectDrawnInManrope(page);
    await context.close();
  });

  it('on a landing page of a returning visitor, is not looked up before the first paint, and comes from the cache after it', async () => {
    const context = await visitor();
    await fontInUse(await visit(context, '/faq'));
    const page = await visit(context, route);
    expect(await page.evaluate(() => (window as unknown as { storageReadAtParse: string[] }).storageReadAtParse)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { fontAtParse: boolean }).fontAtParse)).toBe(false);
    await fontInUse(page);
    const fontBytes = await page.evaluate(
      () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.name.endsWith('.woff2'))?.transferSize,
    );
    expect(fontBytes, 'the font comes from the cache').toBe(0);
    await expectDrawnInManrope(page);
    await context.close();
  });
});

describe('a first visit on a busy phone', () => {
  it('draws the web font even when it arrives after the 3 s a `fallback` face would wait for', async () => {
    const context = await visitor(375);
    await context.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3500));
      await route.continue();
    });
    const page = await visit(context, '/privacy-policy');
    await fontInUse(page);
    await expectDrawnInManrope(page);
    // Every element was set in it, frame by frame, the body last.
    const left = await page.$$eval('body, body *', (els, part) => els.filter((el) => !el.hasAttribute(part)).length, WEB_FONT_PART);
    expect(left).toBe(0);
    await context.close();
  });
});

describe('the fallback the text is laid out in until the web font is there', () => {
  it.each([375, 1280])('puts the first screen of the home page where the web font does, at %i px', async (width) => {
    const boxes = async (page: Page) =>
      page.$$eval('main :is(h1, h2, h3, p, li, a)', (els) =>
        els
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.top < window.innerHeight && r.height > 0)
          .map((r) => [Math.round(r.top), Math.round(r.height)]),
      );
    const withFont = await visit(await visitor(width), '/');
    await fontInUse(withFont);
    const withFallback = await visit(await visitor(width, { blockFont: true }), '/');
    // The page script gives up on a font that fails to load: the text stays in the fallback.
    await withFallback.waitForFunction(() => [...document.fonts].some((f) => f.family === 'Manrope' && f.status === 'error'));
    expect(await withFallback.evaluate((name) => document.documentElement.classList.contains(name), WEB_FONT_CLASS)).toBe(false);
    expect(await drawnWith(withFallback, 'main h1')).not.toContainEqual(expect.objectContaining({ custom: true }));
    expect(await boxes(withFallback)).toEqual(await boxes(withFont));
    await withFont.context().close();
    await withFallback.context().close();
  });

  it('is all a page without scripting uses until the font is there, then the web font', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    const page = await visit(context, '/privacy-policy');
    await page.evaluate(() => document.fonts.ready);
    await expectDrawnInManrope(page);
    await context.close();
  });
});
