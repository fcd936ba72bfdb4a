import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, sectionInView, waitForHydration } from './browser.ts';
import { DEFAULTS } from '../../features/calculator/savings.ts';

/**
 * A mid-range phone (4x CPU throttling, 375 px wide) and a visitor who taps as soon as something
 * shows: at DOMContentLoaded and at load, long before the page has hydrated. Every tap must
 * take effect and still hold once the page has hydrated (issue 11).
 */
const baseUrl = inject('baseUrl');
const MOMENTS = ['domcontentloaded', 'domcontentloaded', 'domcontentloaded', 'load', 'load'] as const;
type Moment = (typeof MOMENTS)[number];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Target {
  name: string;
  route: string;
  tap: (page: Page) => Promise<void>;
  /** True when the tap has taken effect. */
  done: (page: Page) => Promise<boolean>;
}

const targets: Target[] = [
  {
    name: 'a FAQ question',
    route: '/faq',
    tap: (page) => page.locator('summary').first().click(),
    done: (page) =>
      page
        .locator('details')
        .first()
        .evaluate((el) => (el as HTMLDetailsElement).open),
  },
  {
    name: 'the menu button',
    route: '/',
    tap: (page) => page.getByRole('button', { name: 'Menu' }).click(),
    done: (page) => page.evaluate(() => !!document.getElementById('mobile-menu')?.matches(':popover-open')),
  },
  {
    name: 'Get Started',
    route: '/about',
    tap: (page) => page.locator('main').getByRole('link', { name: 'Get Started' }).first().click(),
    // Before hydration the link loads /#contact; after it, the app goes home and scrolls there.
    done: (page) => page.evaluate(() => location.pathname === '/').then((ok) => ok && sectionInView(page, 'contact')),
  },
  {
    name: 'Get Custom Proposal',
    route: '/',
    tap: (page) => page.getByRole('link', { name: 'Get Custom Proposal' }).click(),
    // The contact form ends up with the calculator's employee count, whether the link loaded
    // /?employees=N#contact (before hydration) or the app scrolled and prefilled (after).
    done: (page) =>
      sectionInView(page, 'contact').then(
        async (ok) => ok && (await page.locator('#contact input[name="employees"]').inputValue()) === String(DEFAULTS.employees),
      ),
  },
];

async function poll(check: () => Promise<boolean>, timeout: number): Promise<boolean> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    // A check made while a new document is loading may throw: try again.
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** Opens the route throttled, taps at the moment given, and says whether the tap took effect and held after hydration. */
async function tapAt(target: Target, moment: Moment): Promise<boolean> {
  const { page } = await openPage(browser, { width: 375, height: 740 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(baseUrl + target.route, { waitUntil: moment });
    await target.tap(page);
    // A link may load a new page: wait until the tap shows (at most 10 s), on a hydrated page.
    const effect = await poll(() => target.done(page), 10_000);
    if (!effect) return false;
    await waitForHydration(page);
    // Let the hydrated page run its effects, then check the tap still holds.
    await page.waitForTimeout(1000);
    return await target.done(page);
  } finally {
    await page.context().close();
  }
}

describe('taps made before hydration, at 4x CPU throttling on a 375 px phone', () => {
  it.each(targets)('$name: every tap at DOMContentLoaded and at load takes effect', { timeout: 120_000 }, async (target) => {
    const results: string[] = [];
    for (const moment of MOMENTS) results.push(`${moment}: ${(await tapAt(target, moment)) ? 'ok' : 'LOST'}`);
    expect(results.filter((r) => r.endsWith('ok')).length, results.join(', ')).toBe(MOMENTS.length);
  });
});
