import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { expectNoSeriousViolations } from './axe.ts';
import { launchBrowser, openPage, waitForIslandsInView } from './browser.ts';

/**
 * axe-core on the states a result page shows for the reason in its address (a form posted without JavaScript
 * ends there). Every built page is checked as it is shown, at both widths, by visual.e2e.ts.
 */
const baseUrl = inject('baseUrl');
const STATES = ['/message-not-sent#invalid-email', '/application-not-sent#resume-type'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each([1280, 375])('at %i px wide', (width) => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser, { width, height: 800 }));
  });
  afterAll(() => page?.context().close());

  it.each(STATES)('%s has no serious or critical axe violations', async (route) => {
    await page.goto(baseUrl + route);
    // With the islands on screen started, so axe checks the page a visitor sees.
    await waitForIslandsInView(page);
    await expectNoSeriousViolations(page, `${route} at ${width}px`);
  });
});
