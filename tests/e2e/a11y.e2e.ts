import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runAxe, serious } from './axe.ts';
import { launchBrowser, waitForIslandsInView } from './browser.ts';
import { expectedRoutes } from './expected-routes.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// One route per page: a listing page (every category, every page number) is one template.
const all = expectedRoutes().filter((r) => r.indexable);
const routes = all.filter((r, i) => all.findIndex((other) => other.template === r.template) === i).map((r) => r.path);

// Plus the pages a contact form or an application post without JavaScript ends on (not in the sitemap).
describe.each([...routes, '/message-sent', '/message-not-sent#invalid-email', '/application-sent', '/application-not-sent#resume-type'])(
  'route %s',
  (route) => {
    it.each([1280, 375])('has no serious or critical axe violations at %i px wide', async (width) => {
      // The site's CSP forbids inline scripts, which is how axe is injected: bypass it for this test only.
      const context = await browser.newContext({ viewport: { width, height: 800 }, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(baseUrl + route);
      // With the islands on screen started, so axe checks the page a visitor sees.
      await waitForIslandsInView(page);
      const { passes, violations } = await runAxe(page);
      const findings = serious(violations);
      expect(passes, 'axe ran its checks').toBeGreaterThan(10);
      expect(findings, `${route} at ${width}px:\n${JSON.stringify(findings, null, 2)}`).toEqual([]);
      await context.close();
    });
  },
);
