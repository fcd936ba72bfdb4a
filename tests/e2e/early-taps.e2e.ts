import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { islandsInViewStarted, launchBrowser, openPage, sectionInView } from './browser.ts';
import { DEFAULTS } from '../../features/calculator/savings.ts';

/**
 * A visitor who taps as soon as something shows: at load and 150, 400, 800 and 1500 ms after it,
 * while the page's islands are still starting, on a desktop and on a mid-range phone (4x CPU
 * throttling, 375 px wide). Every tap must take effect, and still hold once the islands on screen
 * have started.
 */
const baseUrl = inject('baseUrl');
const DELAYS_MS = [0, 150, 400, 800, 1500];

const devices = [
  { name: 'a desktop', width: 1280, height: 800, throttling: 1 },
  { name: 'a 4x-throttled phone', width: 375, height: 740, throttling: 4 },
] as const;
type Device = (typeof devices)[number];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Target {
  name: string;
  route: string;
  /** Only where the control is shown: the menu button on a phone. */
  only?: Device['name'];
  tap: (page: Page) => Promise<void>;
  /** True when the tap has taken effect. */
  done: (page: Page) => Promise<boolean>;
}

/** Home, scrolled to the section. */
const atHomeSection = (page: Page, id: string) =>
  page.evaluate(() => location.pathname === '/').then((home) => home && sectionInView(page, id));
const heroLink = (page: Page, name: string) => page.locator('main > section').first().getByRole('link', { name, exact: true });

const targets: Target[] = [
  {
    name: "the home hero's START HIRING. START SAVING.",
    route: '/',
    tap: (page) => heroLink(page, 'START HIRING. START SAVING.').click(),
    done: (page) => atHomeSection(page, 'contact'),
  },
  {
    name: "the home hero's Calculate Savings",
    route: '/',
    tap: (page) => heroLink(page, 'Calculate Savings').click(),
    done: (page) => atHomeSection(page, 'calculator'),
  },
  {
    name: "/about's Get Started",
    route: '/about',
    tap: (page) => heroLink(page, 'Get Started').click(),
    done: (page) => atHomeSection(page, 'contact'),
  },
  {
    name: 'Get Custom Proposal in the calculator',
    route: '/#calculator',
    tap: (page) => page.getByRole('link', { name: 'Get Custom Proposal' }).click(),
    // The contact form ends up with the calculator's employee count, whether the link loaded
    // /?employees=N#contact (before the calculator started) or the calculator filled it in place.
    done: (page) =>
      atHomeSection(page, 'contact').then(
        async (ok) => ok && (await page.locator('#contact input[name="employees"]').inputValue()) === String(DEFAULTS.employees),
      ),
  },
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
    only: 'a 4x-throttled phone',
    tap: (page) => page.getByRole('button', { name: 'Menu' }).click(),
    done: (page) => page.evaluate(() => !!document.getElementById('mobile-menu')?.matches(':popover-open')),
  },
];

/** Polls `check` until it holds or `timeout` passes; a check made while a new document loads may throw, and is tried again. */
async function poll(check: () => Promise<boolean>, timeout: number): Promise<boolean> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** Opens the route, taps `delay` ms after load, and says whether the tap took effect and held once the islands on screen started. */
async function tapAt(target: Target, device: Device, delay: number): Promise<boolean> {
  const { page } = await openPage(browser, { width: device.width, height: device.height });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: device.throttling });
  try {
    await page.goto(baseUrl + target.route, { waitUntil: 'load' });
    // The moment of the tap is the scenario: the page's own code may be anywhere in its start.
    if (delay) await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), delay);
    await target.tap(page);
    // A link may load a new page: wait until the tap shows (at most 20 s), then until the islands on screen have started.
    if (!(await poll(() => target.done(page), 20_000))) return false;
    if (!(await poll(() => page.evaluate(islandsInViewStarted), 20_000))) return false;
    return await target.done(page);
  } finally {
    await page.context().close();
  }
}

// Two targets at a time (the config's maxConcurrency), each target's five moments one after another, each on a
// page of its own. Chromium throttles a page by spinning its thread, idle or not: a throttled page costs a core
// for as long as it is open, and ten side by side made each far slower than 4x and starved the other test files.
describe.each(devices)('taps made while the page starts, on $name', (device) => {
  it.concurrent.for(targets.filter((t) => !t.only || t.only === device.name))(
    '$name: a tap at load, +150, +400, +800 and +1500 ms takes effect',
    { timeout: 120_000 },
    async (target, { expect }) => {
      const taken: boolean[] = [];
      for (const delay of DELAYS_MS) taken.push(await tapAt(target, device, delay));
      const results = DELAYS_MS.map((delay, i) => `+${delay} ms: ${taken[i] ? 'ok' : 'LOST'}`);
      expect(results.filter((r) => r.endsWith('ok')).length, results.join(', ')).toBe(DELAYS_MS.length);
    },
  );
});
