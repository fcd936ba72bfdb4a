import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, waitForHydration } from './browser.ts';
import { expectedRoutes } from './expected-routes.ts';

const baseUrl = inject('baseUrl');
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

// Plus the pages a contact form post without JavaScript ends on (not in the sitemap).
describe.each([...Object.keys(expectedRoutes), '/message-sent', '/message-not-sent#invalid-email'])('route %s', (route) => {
  it.each([1280, 375])('has no serious or critical axe violations at %i px wide', async (width) => {
    // The site's CSP forbids inline scripts, which is how axe is injected: bypass it for this test only.
    const context = await browser.newContext({ viewport: { width, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(baseUrl + route);
    await waitForHydration(page);
    // Let the islands load and hydrate, so axe checks the page a visitor sees.
    await page.waitForLoadState('networkidle');
    await page.addScriptTag({ path: axePath });
    const { passes, findings } = await page.evaluate(async () => {
      const { axe } = window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } };
      const results = await axe.run(document);
      const serious: Finding[] = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact ?? '',
          help: v.help,
          nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
        }));
      return { passes: results.passes.length, findings: serious };
    });
    expect(passes, 'axe ran its checks').toBeGreaterThan(10);
    expect(findings, `${route} at ${width}px:\n${JSON.stringify(findings, null, 2)}`).toEqual([]);
    await context.close();
  });
});
