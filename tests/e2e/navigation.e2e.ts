import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, onPath, openPage, sectionInView, waitForIsland } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function open(path: string, width = 1280) {
  const watched = await openPage(browser, { width, height: 800 });
  await watched.page.goto(baseUrl + path);
  return watched;
}

describe('header on a desktop screen', () => {
  it.each([
    ['Services', 'services'],
    ['ROI Calculator', 'calculator'],
    ['Contact', 'contact'],
  ])('%s goes home from another route and scrolls to #%s', async (label, id) => {
    const { page, problems } = await open('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
    await page.waitForURL(onPath('/'));
    await expect.poll(() => sectionInView(page, id), { timeout: 5000 }).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('Get Started smooth-scrolls to the contact section on the home page', async () => {
    const { page } = await open('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect.poll(() => sectionInView(page, 'contact'), { timeout: 5000 }).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/#contact`);
    await page.context().close();
  });

  it('scrolls to the top on a route change', async () => {
    const { page } = await open('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await page.waitForURL(`${baseUrl}/about`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });
});

describe('moving between pages', () => {
  // Chromium prerenders a hovered link's page, but not under DevTools (Playwright's CDP): there it
  // still fetches the page ahead, which is what this checks.
  it("is the browser's own navigation: a hovered link's page is fetched ahead, and the click uses it", async () => {
    const { page, problems } = await open('/privacy-policy');
    const cdp = await page.context().newCDPSession(page);
    const fetched: string[] = [];
    cdp.on('Preload.prefetchStatusUpdated', ({ prefetchUrl, status }) => status === 'Ready' && fetched.push(new URL(prefetchUrl).pathname));
    await cdp.send('Preload.enable');
    const careers = page.getByRole('contentinfo').getByRole('link', { name: 'Careers' });
    expect(fetched).not.toContain('/careers');
    await careers.hover();
    await expect.poll(() => fetched).toContain('/careers');
    await careers.click();
    await page.waitForURL(onPath('/careers'));
    expect(await page.locator('h1').textContent()).toBe('Careers at PayLean');
    const delivery = () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType;
    expect(await page.evaluate(delivery)).toBe('navigational-prefetch');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('icons', () => {
  const isSprite = (path: string) => /^\/assets\/icons-[\w-]+\.svg$/.test(path);
  const iconRefs = (page: import('playwright-core').Page) =>
    page.locator('main use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href')!));

  it('come from symbols in the prerendered page, with no request for the sprite', async () => {
    const { page, problems } = await openPage(browser, { width: 1280, height: 800 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}/security`);
    const refs = await iconRefs(page);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^#icon-[\w-]+$/);
      expect(await page.locator(`symbol${ref}`).count(), ref).toBe(1);
    }
    expect(requested.filter(isSprite)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("drawn by an island once it has started (the country list's button) use the page's symbols, with no request for the sprite", async () => {
    const { page, problems } = await open('/#contact');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await waitForIsland(page, 'contact-form');
    await page
      .locator('#contact')
      .getByRole('combobox', { name: /country/i })
      .hover();
    await page.getByRole('button', { name: 'Show countries' }).waitFor();
    for (const ref of await iconRefs(page)) expect(ref).toMatch(/^#icon-[\w-]+$/);
    expect(requested.filter(isSprite)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

/** The expanded state Chromium gives assistive tech for a button (a popover's invoker gets it natively). */
async function expandedInAxTree(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const node = nodes.find((n) => n.role?.value === 'button' && n.name?.value === name);
  return node?.properties?.find((p) => p.name === 'expanded')?.value.value;
}

describe('header on a 375 px phone', () => {
  it('hides the links and Get Started behind a native popover menu', async () => {
    const { page } = await open('/', 375);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await toggle.getAttribute('popovertarget')).toBe('mobile-menu');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await menu.waitFor();
    for (const label of ['Services', 'ROI Calculator', 'Contact', 'Get Started']) {
      expect(await menu.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    // The browser reports the state, and Escape closes it.
    expect(await expandedInAxTree(page, 'Menu')).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.context().close();
  });

  it('closes the menu when a link is chosen and scrolls to its section', async () => {
    const { page, problems } = await open('/privacy-policy', 375);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'ROI Calculator' }).click();
    await page.waitForURL(onPath('/'));
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'hidden' });
    await expect.poll(() => sectionInView(page, 'calculator'), { timeout: 5000 }).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('offers Get Started inside the open menu, which closes as it scrolls there on the same page', async () => {
    const { page, problems } = await open('/', 375);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Get Started' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'hidden' });
    await expect.poll(() => sectionInView(page, 'contact'), { timeout: 5000 }).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
