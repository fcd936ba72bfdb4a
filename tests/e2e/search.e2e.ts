import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { runAxe, serious } from './axe.ts';
import { holdIsland, launchBrowser, openPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const dist = path.resolve(import.meta.dirname, '../../dist');
const combobox = 'dialog[open] [role="combobox"]';
const options = 'dialog[open] [role="option"]';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
// Each test's pages close with it, so no earlier page keeps working while the next test runs.
afterEach(() => Promise.all(browser.contexts().map((context) => context.close())));

/** A page: its Search link and shortcuts work as soon as it is on screen (the dialog's code loads on first use). */
async function ready(route: string, width = 1280) {
  const watched = await openPage(browser, { width });
  await watched.page.goto(baseUrl + route);
  return watched;
}

async function searchFor(page: Page, query: string) {
  await page.fill(combobox, query);
  await page.waitForSelector(options);
}

describe('the search dialog', () => {
  it('finds a phrase from the Terms of Service and lands on its section', async () => {
    const { page, problems } = await ready('/');
    await page.click('header a[href="/search"]');
    await searchFor(page, 'Invoices are due 30 days after the invoice date');
    const first = page.locator(options).first();
    expect(await first.getAttribute('href')).toBe('/terms-of-service#5-payment-terms');
    expect(await first.textContent()).toContain('Terms of Service › 5. Payment Terms');
    expect(await first.locator('mark').count()).toBeGreaterThan(0);
    await first.click();
    await page.waitForURL('**/terms-of-service#5-payment-terms');
    await expect
      .poll(() => page.evaluate(() => document.getElementById('5-payment-terms')!.getBoundingClientRect().top), { timeout: 5000 })
      .toBeLessThan(400);
    expect(problems).toEqual([]);
  });

  it('finds an FAQ answer and opens it on the FAQ page', async () => {
    const { page, problems } = await ready('/about');
    await page.keyboard.press('Control+k');
    await searchFor(page, 'run a parallel payroll before switching over');
    const answer = page.locator(`${options}[href="/faq#faq-how-long-does-onboarding-take"]`);
    await answer.click();
    await page.waitForURL('**/faq#faq-how-long-does-onboarding-take');
    const question = page.locator('details:has(#faq-how-long-does-onboarding-take)');
    await expect.poll(() => question.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await page.getByText('run a parallel payroll before switching over').isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('finds the title of the newest post in the sitemap', async () => {
    const sitemap = await readFile(path.join(dist, 'sitemap.xml'), 'utf8');
    const posts = [...sitemap.matchAll(/<loc>[^<]*?(\/blog\/(?!category\/|page\/)[\w-]+)<\/loc>/g)].map((m) => m[1]);
    // Before the blog's posts exist, the blog index stands in.
    const route = posts.at(-1) ?? '/blog';
    const html = await readFile(path.join(dist, route, 'index.html'), 'utf8');
    const title = (/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
    expect(title, `${route} has an h1`).not.toBe('');
    const { page } = await ready('/');
    await page.keyboard.press('/');
    await searchFor(page, title);
    const links = await page.locator(options).evaluateAll((els) => els.map((el) => el.getAttribute('href')?.split('#')[0]));
    expect(links).toContain(route);
  });

  it('works from the keyboard: ⌘K opens, arrows move, Esc closes and focus returns, Enter opens', async () => {
    const { page } = await ready('/faq');
    await page.focus('header a[href="/search"]');
    await page.keyboard.press('Meta+k');
    await page.waitForSelector(combobox);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.type('payroll');
    await page.waitForSelector(options);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = page.locator(options).nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await page.getAttribute(combobox, 'aria-activedescendant')).toBe(await second.getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    expect(await page.locator(options).first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/search');

    await page.keyboard.press('Control+k');
    await page.waitForSelector(combobox);
    await page.keyboard.press('Control+a');
    await searchFor(page, 'Payment Terms');
    // The last query's results stay on screen until the new ones arrive.
    await expect.poll(() => page.locator(options).first().getAttribute('href')).toMatch(/^\/terms-of-service#/);
    const target = await page.locator(options).first().getAttribute('href');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${baseUrl}${target}`);
  });

  it('has no serious axe violations while open', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.click('header a[href="/search"]');
    await searchFor(page, 'offshore');
    await page.keyboard.press('ArrowDown');
    const { violations } = await runAxe(page, 'dialog');
    expect(serious(violations)).toEqual([]);
    await context.close();
  });
});

describe('the /search page', () => {
  it('is reached by a plain link and a GET form, before any search script has loaded', async () => {
    const { page, problems } = await openPage(browser);
    // The search dialog's code never arrives: the Search link goes to /search.
    await page.route(/\/assets\/search-dialog\.island-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}/about`);
    await page.click('header a[href="/search"]');
    await page.waitForURL(`${baseUrl}/search`);
    await page.fill('main input[name="q"]', 'Invoices are due 30 days');
    await page.press('main input[name="q"]', 'Enter');
    await page.waitForURL(/\/search\?q=Invoices/);
    const result = page.locator('main ol a').first();
    await result.waitFor();
    expect(await result.getAttribute('href')).toBe('/terms-of-service#5-payment-terms');
    // Only the aborted module's own failure.
    expect(problems.filter((p) => !/ERR_FAILED/.test(p))).toEqual([]);
  });

  it('searches for what was typed and submitted before its code arrived, once it has', async () => {
    const { page, problems } = await openPage(browser);
    const release = await holdIsland(page, 'search-page');
    await page.goto(`${baseUrl}/search`);
    await page.fill('main input[name="q"]', 'Invoices are due 30 days');
    await page.press('main input[name="q"]', 'Enter');
    release();
    await page.locator('main ol a[href="/terms-of-service#5-payment-terms"]').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('Invoices are due 30 days');
    expect(await page.inputValue('main input[name="q"]')).toBe('Invoices are due 30 days');
    expect(problems).toEqual([]);
  });

  it('lists the results for ?q= on load', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/search?q=${encodeURIComponent('Invoices are due 30 days')}`);
    await page.locator('main ol a[href="/terms-of-service#5-payment-terms"]').waitFor();
  });

  it('without JavaScript: the link and the GET form are in the HTML, and it says search needs JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.click('header a[href="/search"]');
    await page.waitForURL(`${baseUrl}/search`);
    const form = page.locator('main form[role="search"]');
    expect(await form.getAttribute('method')).toBe('get');
    expect(await form.getAttribute('action')).toBe('/search');
    expect(await page.locator('main').textContent()).toContain('needs JavaScript');
    await context.close();
  });
});

describe('the built site', () => {
  it('sends by GET only forms without personal data (search), so nothing personal ends up in a URL', async () => {
    const files = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html'));
    const personal = /<input\b[^>]*type="(email|tel)"|<textarea\b|autocomplete="(name|email|tel)"/i;
    for (const file of files) {
      const html = await readFile(path.join(dist, file), 'utf8');
      for (const form of html.match(/<form\b[^>]*>[\s\S]*?<\/form>/g) ?? []) {
        const tag = /<form\b[^>]*>/.exec(form)![0];
        if (personal.test(form)) expect(tag, `${file}: ${tag}`).toMatch(/\bmethod="(post|dialog)"/i);
      }
    }
  });

  it('indexes every indexable page but not the search page, 404 or the header and footer', async () => {
    const entry = JSON.parse(await readFile(path.join(dist, 'pagefind/pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    const sitemap = await readFile(path.join(dist, 'sitemap.xml'), 'utf8');
    const pageCount = Object.values(entry.languages).reduce((n, l) => n + l.page_count, 0);
    expect(pageCount).toBe(sitemap.match(/<loc>/g)!.length);
    expect(sitemap).not.toContain('/search<');
  });
});
