/**
 * npm run bench:main-thread [-- --only /,/faq] [-- --runs 3] [-- --dist dir]
 * What a first visit's main thread does, from a Chromium trace at 4x CPU (a mid-range phone), for the built site and
 * for the same pages without their JavaScript: every task over 10 ms after navigation, with what it spent its time
 * on (script, style, layout, paint, parsing). It names the work Lighthouse's TBT counts, which its report does not.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { startLocalServer } from '../../server/app.ts';
import { launchBrowser } from '../e2e/browser.ts';
import { staticCopy } from './static-copy.ts';
import { summarizeTrace, type TraceEvent } from './trace-tasks.ts';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: '/,/faq,/privacy-policy,/services/ai-automation' },
    runs: { type: 'string', default: '3' },
    dist: { type: 'string' },
  },
});
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(args.dist ?? path.join(root, 'dist'));
const staticDist = path.join(root, '.bench/static-dist');
await staticCopy(dist, staticDist);
const [site, floor] = await Promise.all([startLocalServer({ distDir: dist, port: 0 }), startLocalServer({ distDir: staticDist, port: 0 })]);
const browser = await launchBrowser();

/** A first visit (fresh context) at 412 x 823 and 4x CPU, traced until the page has been quiet for 2 s. */
async function trace(url: string): Promise<TraceEvent[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.6 });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading,rail',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  return events;
}

for (const route of args.only.split(',')) {
  for (const [name, server] of [
    ['site', site],
    ['without JS', floor],
  ] as const) {
    for (let run = 1; run <= Number(args.runs); run++) {
      const summary = summarizeTrace(await trace(server.url + route));
      console.log(`\n${route} (${name}) run ${run}: blocking ${summary.blocking} ms over 50 ms tasks, at 4x`);
      for (const task of summary.tasks) console.log(`  ${task}`);
    }
  }
}
await browser.close();
await Promise.all([site.close(), floor.close()]);
