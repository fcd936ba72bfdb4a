/**
 * npm run bench:navigation [-- --runs 5] [-- --dist dir] [-- --no-build]
 * How long a visitor waits for the next page: from the click on a link to the first paint of the
 * page it opens, on a desktop and on a 4x CPU-throttled phone, median of the runs. The pointer
 * rests on the link for 300 ms first, as a visitor's does, so whatever the site does on hover
 * (Speculation Rules, module prefetching) gets its chance. `--dist` measures another build, such as
 * an older commit's, served the same way.
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startLocalServer } from '../../server/app.ts';
import { CHROMIUM_ARGS } from '../e2e/browser.ts';
import { median } from './lighthouse-metrics.ts';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, dist: { type: 'string' }, 'no-build': { type: 'boolean' } },
});
const root = path.resolve(import.meta.dirname, '../..');
const runs = Number(args.runs);

/** From a page, a link in its footer, and the heading of the page it opens. */
const moves = [
  { from: '/privacy-policy', link: 'Careers', heading: 'Careers at PayLean' },
  { from: '/', link: 'About', heading: 'About PayLean' },
  { from: '/blog', link: 'Security', heading: 'Enterprise-Grade Security' },
];
const devices = [
  { name: 'desktop', width: 1280, height: 800, throttling: 1 },
  { name: 'phone, 4x CPU', width: 375, height: 740, throttling: 4 },
];

/**
 * Clicks the link and resolves to the milliseconds until the new heading was painted: the new
 * document's first contentful paint, or (a client-side navigation) the frame that showed it.
 */
async function clickToPaint(page: Page, link: string, heading: string): Promise<number> {
  const target = page.getByRole('contentinfo').getByRole('link', { name: link, exact: true });
  await target.hover();
  await page.waitForTimeout(300); // the scenario: a visitor's pointer rests on the link
  const clickedAt = await page.evaluate((text) => {
    const w = window as unknown as { shownAt?: number };
    new MutationObserver(() => {
      if (w.shownAt === undefined && document.querySelector('main h1')?.textContent === text)
        requestAnimationFrame(() => (w.shownAt = performance.timeOrigin + performance.now()));
    }).observe(document, { subtree: true, childList: true, characterData: true });
    return performance.timeOrigin + performance.now();
  }, heading);
  await target.click();
  await page.waitForFunction((text) => document.querySelector('main h1')?.textContent === text, heading);
  const paintedAt = await page.waitForFunction(() => {
    const shownAt = (window as unknown as { shownAt?: number }).shownAt;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return shownAt ?? (fcp ? performance.timeOrigin + fcp.startTime : false);
  });
  return ((await paintedAt.jsonValue()) as number) - clickedAt;
}

async function measure(browser: Browser, baseUrl: string, device: (typeof devices)[number], move: (typeof moves)[number]) {
  const context = await browser.newContext({ viewport: { width: device.width, height: device.height } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: device.throttling });
  await page.goto(baseUrl + move.from, { waitUntil: 'networkidle' });
  const ms = await clickToPaint(page, move.link, move.heading);
  await context.close();
  return ms;
}

if (!args['no-build'] && !args.dist) execSync('npm run build', { cwd: root, stdio: 'inherit' });
const server = await startLocalServer({ distDir: path.resolve(args.dist ?? path.join(root, 'dist')), port: 0 });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const rows: string[] = [];
try {
  for (const device of devices) {
    for (const move of moves) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) times.push(await measure(browser, server.url, device, move));
      const [min, max] = [Math.min(...times), Math.max(...times)].map(Math.round);
      rows.push(`| ${device.name} | ${move.from} → ${move.link} | ${Math.round(median(times))} ms | ${min}..${max} ms |`);
      console.log(rows.at(-1));
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`\nClick to paint of the next page (median of ${runs} runs):\n`);
console.log(['| device | move | median | min..max |', '| --- | --- | --- | --- |', ...rows].join('\n'));
