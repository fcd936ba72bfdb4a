import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForIsland } from './browser.ts';

/**
 * Only widgets run JavaScript: a page loads the code of an island when the visitor nears or
 * reaches for it, and a page without islands loads no script at all beyond its inline one.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens the route, recording the path of every script the page requests. */
async function openRecording(route: string, width = 1280) {
  const watched = await openPage(browser, { width, height: 800 });
  const scripts: string[] = [];
  watched.page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await watched.page.goto(baseUrl + route, { waitUntil: 'load' });
  return { ...watched, scripts };
}

/** Resolves once the page has painted and its islands' loader has had its turn (it starts after the first paint). */
const afterStart = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(resolve));
        }).observe({ type: 'paint', buffered: true }),
      ),
  );

const islandModule = (scripts: string[], name: string) =>
  scripts.some((s) => new RegExp(`^/assets/${name}\\.island-[\\w-]+\\.js$`).test(s));

describe('a page without widgets', () => {
  it.each(['/privacy-policy', '/about', '/terms-of-service'])(
    '%s requests no script, however the visitor moves and tabs through it',
    async (route) => {
      const { page, scripts, problems } = await openRecording(route);
      await afterStart(page);
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 5000);
      for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await afterStart(page);
      expect(scripts).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe('a post', () => {
  it('loads only the island loader at start, and the newsletter form (no React) when the visitor nears the end', async () => {
    const { page, scripts, problems } = await openRecording('/blog/payroll-cost-playbook-2024');
    await afterStart(page);
    await page.mouse.move(640, 400);
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    // The loader that watches the page's one island, fetched after the first paint; no island's own code.
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/island-loader-[\w-]+\.js$/)]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await waitForIsland(page, 'lead-form');
    expect(islandModule(scripts, 'lead-form')).toBe(true);
    expect(scripts.filter((s) => /\/react-/.test(s))).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the FAQ', () => {
  it('loads only the island loader at start, and Start Chat (no React) when the visitor nears the Need More Help cards', async () => {
    const { page, scripts, problems } = await openRecording('/faq');
    await afterStart(page);
    await page.mouse.move(640, 400);
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/island-loader-[\w-]+\.js$/)]);
    await page.getByRole('link', { name: 'Start Chat' }).scrollIntoViewIfNeeded();
    await waitForIsland(page, 'chat-start');
    expect(islandModule(scripts, 'chat-start')).toBe(true);
    expect(scripts.filter((s) => /\/react-/.test(s))).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the home page', () => {
  it('loads the contact form when the visitor nears it, not at start', async () => {
    const { page, scripts, problems } = await openRecording('/');
    await afterStart(page);
    expect(islandModule(scripts, 'contact-form')).toBe(false);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'contact-form');
    expect(islandModule(scripts, 'contact-form')).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("loads the search dialog's code on first use only", async () => {
    const { page, scripts, problems } = await openRecording('/');
    await afterStart(page);
    expect(islandModule(scripts, 'search-dialog')).toBe(false);
    await page.keyboard.press('Control+k');
    await page.locator('dialog[open] [role="combobox"]').waitFor();
    expect(islandModule(scripts, 'search-dialog')).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
