import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runAxe, serious } from './axe.ts';
import { launchBrowser, waitForIslandsInView } from './browser.ts';

const baseUrl = inject('baseUrl');
const dist = path.resolve(import.meta.dirname, '../../dist');

/** Every page the build wrote, by the address that serves it: the not-found page at an address no page has. */
const builtPages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => (file === '404.html' ? '/no-such-page' : `/${path.dirname(file)}`.replace(/^\/\.$/, '/')))
  .sort();
// Plus the states a result page shows for the reason in its address (a form posted without JavaScript ends there).
const routes = [...builtPages, '/message-not-sent#invalid-email', '/application-not-sent#resume-type'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each([1280, 375])('at %i px wide', (width) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    // The site's CSP forbids inline scripts, which is how axe is injected: bypass it for this test only.
    context = await browser.newContext({ viewport: { width, height: 800 }, bypassCSP: true });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('checks every built page, the not-found page included', () => {
    expect(builtPages).toContain('/no-such-page');
    expect(builtPages).toContain('/');
  });

  it.each(routes)('%s has no serious or critical axe violations', async (route) => {
    await page.goto(baseUrl + route);
    // With the islands on screen started, so axe checks the page a visitor sees.
    await waitForIslandsInView(page);
    const { passes, violations } = await runAxe(page);
    const findings = serious(violations);
    expect(passes, 'axe ran its checks').toBeGreaterThan(10);
    expect(findings, `${route} at ${width}px:\n${JSON.stringify(findings, null, 2)}`).toEqual([]);
  });
});
