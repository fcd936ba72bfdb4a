import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function open(route: string, width: number, { blockFont = false } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  if (blockFont) await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto(baseUrl + route);
  await page.evaluate(() => document.fonts.ready);
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

describe.each(['/', '/privacy-policy', '/blog/true-cost-of-manual-payroll'])('the web font on %s', (route) => {
  it('is preloaded and declared in the prerendered head, with no stylesheet to wait for', async () => {
    const html = await (await fetch(baseUrl + route)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous"\/?>/.exec(head)?.[1];
    expect(preload).toBeDefined();
    expect(head).toContain(`src:url(${preload}) format('woff2')`);
    expect(head).toContain('font-display:swap');
    expect(head).not.toMatch(/<link rel="stylesheet"/);
  });

  it('is what headings and body text are drawn with', async () => {
    const page = await open(route, 1280);
    const status = await page.evaluate(() => [...document.fonts].filter((f) => f.family === 'Manrope').map((f) => f.status));
    expect(status).toEqual(['loaded']);
    for (const selector of ['main h1', 'main p']) {
      expect(await page.$eval(selector, (el) => getComputedStyle(el).fontFamily.split(',')[0])).toBe('Manrope');
      expect(await drawnWith(page, selector), selector).toEqual([{ family: 'Manrope', custom: true }]);
    }
    await page.context().close();
  });
});

describe('the fallback the text is laid out in until the web font arrives', () => {
  it.each([375, 1280])('puts the first screen of the home page where the web font does, at %i px', async (width) => {
    const boxes = async (page: Page) =>
      page.$$eval('main :is(h1, h2, h3, p, li, a)', (els) =>
        els
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.top < window.innerHeight && r.height > 0)
          .map((r) => [Math.round(r.top), Math.round(r.height)]),
      );
    const withFont = await open('/', width);
    const withFallback = await open('/', width, { blockFont: true });
    expect(await drawnWith(withFallback, 'main h1')).not.toContainEqual(expect.objectContaining({ custom: true }));
    expect(await boxes(withFallback)).toEqual(await boxes(withFont));
    await withFont.context().close();
    await withFallback.context().close();
  });
});
