import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WEB_FONT_CLASS } from '../../components/theme/web-font-class.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { launchBrowser, openPage, waitForIslandsInView, type WatchedPage } from './browser.ts';
import { expectedRoutes } from './expected-routes.ts';

/**
 * Looks at every page as a visitor would, at a phone's width and a laptop's: it renders and starts the
 * islands on screen without console errors or hydration warnings, with its heading; layout assertions
 * that hold for any design; above-the-fold screenshots compared pixel by pixel with the baselines
 * in visual-baselines/; and axe-core finds no serious or critical violation. One page per width goes
 * from route to route, as a visitor's tab does (after the first route the web font comes from the cache).
 * `npm run test:visual -- --update` (or VISUAL_UPDATE=1) writes new baselines; review them
 * (git diff) before committing. On a mismatch the actual image and a diff image go to .visual/.
 */
const baseUrl = inject('baseUrl');
const root = path.resolve(import.meta.dirname, '../..');
const baselineDir = path.join(import.meta.dirname, 'visual-baselines');
const outDir = path.join(root, '.visual');
/** `vitest run --update` (read inside a test, where the snapshot state exists) or VISUAL_UPDATE=1. */
const updating = () => process.env.VISUAL_UPDATE === '1' || expect.getState().snapshotState?.snapshotUpdateState === 'all';

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;
/** pixelmatch's per-pixel colour threshold, and the share of pixels allowed to differ (anti-aliasing). */
const THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.0001;
const NOT_FOUND = '/no-such-page';

/**
 * Every page the build wrote, by the address that serves it: each dist/…/index.html (the sitemap's routes and the
 * noindex ones), and 404.html at an address no page has.
 */
function builtRoutes(): string[] {
  const dist = path.join(root, 'dist');
  const routes = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html' || file === '404.html')
    .map((file) => (file === '404.html' ? NOT_FOUND : '/' + path.dirname(file).split(path.sep).join('/')))
    .map((route) => (route === '/.' ? '/' : route))
    .sort();
  if (routes.length === 0) throw new Error('dist holds no prerendered pages');
  return routes;
}
const ROUTES = builtRoutes();

const slug = (route: string) => (route === '/' ? 'home' : route === NOT_FOUND ? 'not-found' : route.slice(1).replaceAll('/', '--'));

/**
 * Stills the page: no animation, transition or caret, every picture on screen loaded, the text set in the web
 * font, two frames painted.
 */
async function settle(page: Page) {
  await page.addStyleTag({
    content:
      '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;scroll-behavior:auto!important}',
  });
  // A first view asks for the web font after its first paint: wait until the page script has put it to use.
  await page.waitForFunction((name) => document.documentElement.classList.contains(name), WEB_FONT_CLASS);
  // A lazy picture that starts on screen may still be loading after the load event.
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.complete || img.getBoundingClientRect().top >= window.innerHeight),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

interface Layout {
  headerBottom: number;
  firstSectionTop: number | null;
  rootTop: number;
  scrollWidth: number;
  viewportWidth: number;
  /** Children of <body> other than the app that take room in the flow. */
  strayBoxes: string[];
}

const measure = (page: Page) =>
  page.evaluate((): Layout => {
    const main = document.querySelector('main')!;
    const first = main.querySelector('section') ?? main.firstElementChild;
    const stray = [...document.body.children].filter((el) => {
      if (el.id === 'root' || ['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(el.tagName)) return false;
      const style = getComputedStyle(el);
      if (style.position === 'absolute' || style.position === 'fixed') return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    });
    return {
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      firstSectionTop: first ? first.getBoundingClientRect().top : null,
      rootTop: document.getElementById('root')!.getBoundingClientRect().top,
      scrollWidth: document.documentElement.scrollWidth,
      viewportWidth: document.documentElement.clientWidth,
      strayBoxes: stray.map((el) => `<${el.tagName.toLowerCase()}> ${Math.round(el.getBoundingClientRect().height)} px tall`),
    };
  });

/** Compares a screenshot with its baseline; returns a message on failure (after writing the images), or null. */
function compare(name: string, actual: Buffer): string | null {
  const file = path.join(baselineDir, `${name}.png`);
  if (updating()) {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(file, actual);
    return null;
  }
  if (!existsSync(file)) return `no baseline for ${name}, run npm run test:visual -- --update`;
  const expected = PNG.sync.read(readFileSync(file));
  const got = PNG.sync.read(actual);
  mkdirSync(outDir, { recursive: true });
  if (expected.width !== got.width || expected.height !== got.height) {
    writeFileSync(path.join(outDir, `${name}.actual.png`), actual);
    return `${name}: size ${got.width}x${got.height} differs from the baseline's ${expected.width}x${expected.height}`;
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const changed = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: THRESHOLD });
  const allowed = Math.floor(got.width * got.height * MAX_DIFF_RATIO);
  if (changed <= allowed) {
    rmSync(path.join(outDir, `${name}.diff.png`), { force: true });
    return null;
  }
  writeFileSync(path.join(outDir, `${name}.actual.png`), actual);
  writeFileSync(path.join(outDir, `${name}.diff.png`), PNG.sync.write(diff));
  return `${name}: ${changed} pixels differ (allowed ${allowed}); see .visual/${name}.diff.png, or accept with npm run test:visual -- --update`;
}

/** Each route's main heading, letter for letter, where the route list gives it (not the not-found page). */
const headings = new Map(expectedRoutes().map((r) => [r.path, r.heading]));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(VIEWPORTS)('every route at $width x $height', (viewport) => {
  let watched: WatchedPage;
  beforeAll(async () => {
    watched = await openPage(browser, viewport);
    await watched.page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterAll(() => watched?.page.context().close());

  /** The route the page is on: the screenshot and axe tests read the page its route's first test opened. */
  let opened = '';

  it('checks every built page, the not-found page included', () => {
    expect(ROUTES).toContain(NOT_FOUND);
    expect(ROUTES).toContain('/');
  });

  describe.each(ROUTES)('%s', (route) => {
    it('renders, and starts the islands on screen, without console errors or hydration warnings', async () => {
      const { page } = watched;
      watched.problems.length = 0;
      await page.goto(baseUrl + route);
      opened = route;
      await waitForIslandsInView(page);
      const heading = headings.get(route);
      if (heading) await expect.poll(() => page.locator('h1').first().textContent()).toBe(heading);
      expect(await page.locator('title').count()).toBe(1);
      // The not-found page is served with its status, which Chromium reports on the console.
      const notFound = route === NOT_FOUND ? [expect.stringMatching(/status of 404/)] : [];
      expect(watched.problems).toEqual(notFound);
    });

    it('is laid out and looks as its baseline', async () => {
      expect(opened, 'the page is on this route').toBe(route);
      const { page } = watched;
      await settle(page);
      const layout = await measure(page);
      expect(layout.strayBoxes, 'nothing invisible takes room at the top of <body>').toEqual([]);
      expect(layout.rootTop, 'the app starts at the top of the page').toBe(0);
      expect(layout.firstSectionTop, 'main has content').not.toBeNull();
      expect(
        Math.abs(layout.firstSectionTop! - layout.headerBottom),
        'the first section of main starts at the header bottom',
      ).toBeLessThanOrEqual(1);
      expect(layout.scrollWidth, 'nothing overflows horizontally').toBeLessThanOrEqual(layout.viewportWidth);

      const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      const failure = compare(`${slug(route)}-${viewport.width}`, shot);
      expect(failure, failure ?? '').toBeNull();
    });

    it('has no serious or critical axe violations', async () => {
      expect(opened, 'the page is on this route').toBe(route);
      await expectNoSeriousViolations(watched.page, `${route} at ${viewport.width}px`);
    });
  });
});
