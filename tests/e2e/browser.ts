import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The system's Chromium, headless, with a fresh profile (launch() makes a temporary one). Playwright turns the
 * back/forward cache off; `backForwardCache` keeps it, for a test of what a restored page does.
 */
export function launchBrowser({ backForwardCache = false }: { backForwardCache?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ...(backForwardCache && { ignoreDefaultArgs: ['--disable-back-forward-cache'] }),
  });
}

export interface WatchedPage {
  page: Page;
  /** Console errors, warnings and uncaught exceptions seen so far. */
  problems: string[];
}

/** A page that records every console error/warning, page error and CSP violation, to assert none happened. */
export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; javaScript?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    javaScriptEnabled: options.javaScript ?? true,
  });
  // Report every Content-Security-Policy violation as a console error, which fails the test.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline code'}`),
    ),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems };
}

/** Resolves once the named island has started: its code has loaded and (a React island) hydrated. */
export async function waitForIsland(page: Page, name: string) {
  await page.locator(`[data-island="${name}"][data-hydrated]`).waitFor({ state: 'attached' });
}

/** Run in the page: true when every island within the 300 px of the viewport the page script watches has started. */
export const islandsInViewStarted = () =>
  [...document.querySelectorAll('[data-island]:not([data-load="open"])')].every((island) => {
    const { top, bottom } = island.getBoundingClientRect();
    return top > innerHeight + 300 || bottom < -300 || island.hasAttribute('data-hydrated');
  });

/**
 * Resolves once every island near the viewport has started: the page as a visitor who has just
 * arrived can use it. A page without islands is ready as it loads.
 */
export async function waitForIslandsInView(page: Page) {
  await page.waitForFunction(islandsInViewStarted);
}

/**
 * Holds every request for the named island's module (e.g. 'calculator') until the returned
 * function is called, so a test can act on the prerendered widget before its code arrives.
 */
export async function holdIsland(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}\\.island-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A URL predicate for page.waitForURL: this path, whatever its query and #fragment. */
export const onPath = (path: string) => (url: URL) => url.pathname === path;

/** True once the page has scrolled and the section fills the upper part of the viewport. */
export const sectionInView = (page: Page, id: string) =>
  page.evaluate((sectionId) => {
    const rect = document.getElementById(sectionId)?.getBoundingClientRect();
    return !!rect && window.scrollY > 0 && rect.top < window.innerHeight / 2 && rect.bottom > 64;
  }, id);
