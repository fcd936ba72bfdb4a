import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, onPath, openPage } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('an unknown path', () => {
  it.each(['/no-such-page', '/services', '/resources/nothing/here'])('%s answers 404 with the not-found page', async (path) => {
    const response = await fetch(baseUrl + path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  it('shows the not-found page in the browser with a working link home', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl}/no-such-page`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Oops! Page not found');
    await page.getByRole('link', { name: 'Return to home' }).click();
    await page.waitForURL(onPath('/'));
    await expect.poll(() => page.locator('h1').textContent()).toBe('Reduce Payroll Costs by 70%');
    // The 404 document itself is a console error in Chromium; nothing else may be.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await page.context().close();
  });
});
