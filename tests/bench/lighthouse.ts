/**
 * npm run bench [-- --runs 5] [-- --no-build] [-- --check] [-- --only /,/about] [-- --dist dir] [-- --vs-static]
 *   [-- --throttling devtools]
 * Builds the site, serves dist/ compressed on 127.0.0.1, runs Lighthouse (mobile preset,
 * simulated throttling, or with --throttling devtools the same network and CPU limits applied to
 * the real load) on every route, interleaving the runs, and prints medians and spreads.
 * --vs-static also measures a copy of the same pages with their JavaScript removed, run for run
 * beside the site, and prints the two side by side.
 */
import { execSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadRouteTable } from '../../build/routes.ts';
import { startLocalServer } from '../../server/app.ts';
import { CHROMIUM_ARGS } from '../e2e/browser.ts';
import { describeBlocking, readBlockingTasks, type RunBlocking } from './blocking-tasks.ts';
import { describeLcp, readLcpStory, type LcpStory } from './lcp-story.ts';
import { budgetFailures, format, medians, readMetrics, type RunMetrics } from './lighthouse-metrics.ts';
import { staticCopy } from './static-copy.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    dist: { type: 'string' },
    'no-build': { type: 'boolean' },
    check: { type: 'boolean' },
    'vs-static': { type: 'boolean' },
    throttling: { type: 'string', default: 'simulate' },
  },
});
const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, '.bench/lighthouse');
// Every page in the sitemap, and the landing pages (noindex, but where campaigns send their visitors).
const measurable = (await loadRouteTable({ mode: 'production' })).routes.filter((r) => r.indexable || r.path.startsWith('/lp/'));
// The blog's generated routes (posts, categories, pages 2..N) are measured when named with --only.
const BLOG_KINDS = new Set(['post', 'category', 'pagination']);
const measured = args.only
  ? measurable.filter((r) => args.only!.split(',').includes(r.path))
  : measurable.filter((r) => !BLOG_KINDS.has(r.kind));
const routes = measured.map((r) => r.path);
const runs = Number(args.runs);
const throttlingMethod = args.throttling as 'simulate' | 'devtools';
if (!['simulate', 'devtools'].includes(throttlingMethod)) throw new Error(`--throttling is simulate or devtools, not ${args.throttling}`);

if (!args['no-build']) execSync('npm run build', { cwd: root, stdio: 'inherit' });
await mkdir(outDir, { recursive: true });
const dist = path.resolve(args.dist ?? path.join(root, 'dist'));
const server = await startLocalServer({ distDir: dist, port: 0 });
const results = new Map<string, RunMetrics[]>(routes.map((r) => [r, []]));
const lcpStories = new Map<string, LcpStory[]>(routes.map((r) => [r, []]));
const staticDist = path.join(root, '.bench/static-dist');
if (args['vs-static']) await staticCopy(dist, staticDist);
const staticServer = args['vs-static'] ? await startLocalServer({ distDir: staticDist, port: 0 }) : undefined;
const staticResults = new Map<string, RunMetrics[]>(routes.map((r) => [r, []]));
// Each run's blocking tasks, by the same key as the reports: route, and ' without JS' for the copy.
const blocking = new Map<string, RunBlocking[]>();
const keepBlocking = async (key: string, result: NonNullable<Awaited<ReturnType<typeof lighthouse>>>) =>
  blocking.set(key, [...(blocking.get(key) ?? []), await readBlockingTasks(result)]);

for (let run = 1; run <= runs; run++) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    for (const route of routes) {
      const result = await audit(server.url + route, chrome.port);
      const metrics = readMetrics(result.lhr as unknown as Parameters<typeof readMetrics>[0]);
      results.get(route)!.push(metrics);
      await keepBlocking(route, result);
      lcpStories.get(route)!.push(readLcpStory(result.lhr as unknown as Parameters<typeof readLcpStory>[0]));
      const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '_');
      await writeFile(path.join(outDir, `${name}-${run}.json`), result.report as string);
      process.stdout.write(
        `run ${run}/${runs} ${route}: perf ${metrics.performance}, LCP ${format('lcp', metrics.lcp)}, TBT ${format('tbt', metrics.tbt)}\n`,
      );
      if (staticServer) {
        const bare = await audit(staticServer.url + route, chrome.port);
        const without = readMetrics(bare.lhr as unknown as Parameters<typeof readMetrics>[0]);
        staticResults.get(route)!.push(without);
        await keepBlocking(`${route} without JS`, bare);
        await writeFile(path.join(outDir, `${name}-${run}-without-js.json`), bare.report as string);
        process.stdout.write(
          `run ${run}/${runs} ${route} without JS: LCP ${format('lcp', without.lcp)}, TBT ${format('tbt', without.tbt)}\n`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
}
await server.close();
await staticServer?.close();

const columns: (keyof RunMetrics)[] = [
  'performance',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'speedIndex',
  'jsKb',
  'fontKb',
  'imageKb',
  'totalKb',
  'renderBlocking',
  'accessibility',
  'bestPractices',
  'seo',
];
const header = [
  'route',
  'perf',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'SI',
  'JS KB',
  'font KB',
  'image KB',
  'total KB',
  'blocking',
  'a11y',
  'BP',
  'SEO',
];
const table = (rows: string[][]) => [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');

const summary = Object.fromEntries(routes.map((route) => [route, medians(results.get(route)!)]));
console.log(
  `\nMedians of ${runs} runs (Lighthouse ${lighthouseVersion()}, mobile, ${throttlingMethod === 'devtools' ? 'applied (devtools)' : 'simulated'} throttling):\n`,
);
console.log(table(routes.map((route) => [route, ...columns.map((c) => format(c, summary[route]![c]))])));

console.log('\nSpread (min..max):\n');
console.log(
  table(
    routes.map((route) => {
      const all = results.get(route)!;
      return [
        route,
        ...columns.map((c) => `${format(c, Math.min(...all.map((m) => m[c])))}..${format(c, Math.max(...all.map((m) => m[c])))}`),
      ];
    }),
  ),
);
console.log(`\nEach route's LCP element, and the requests finished when it was observed (those the simulated LCP waits for):\n`);
for (const route of routes) console.log(`${route}\n${describeLcp(lcpStories.get(route)!)}`);

const staticSummary = staticServer ? Object.fromEntries(routes.map((route) => [route, medians(staticResults.get(route)!)])) : undefined;
if (staticSummary) {
  const pair = (route: string, key: keyof RunMetrics) =>
    `${format(key, summary[route]![key])} / ${format(key, staticSummary[route]![key])}`;
  const sideBySide = ['perf', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'];
  const keys: (keyof RunMetrics)[] = ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'speedIndex'];
  console.log(`\nThe site / the same pages without JavaScript (medians of ${runs} runs, measured in turn):\n`);
  console.log(
    [
      ['route', ...sideBySide],
      ['---', ...sideBySide.map(() => '---')],
      ...routes.map((route) => [route, ...keys.map((k) => pair(route, k))]),
    ]
      .map((r) => `| ${r.join(' | ')} |`)
      .join('\n'),
  );
}
console.log(`\nTasks over 50 ms in each run (Lighthouse's simulated timings; their work in ms of the real load):\n`);
for (const [key, runsOfKey] of blocking)
  console.log(`${key}\n${runsOfKey.map((run, i) => `  run ${i + 1}: ${describeBlocking(run)}`).join('\n')}`);
await writeFile(
  path.join(outDir, 'summary.json'),
  JSON.stringify(
    {
      runs,
      medians: summary,
      all: Object.fromEntries(results),
      withoutJs: staticSummary && { medians: staticSummary, all: Object.fromEntries(staticResults) },
    },
    null,
    2,
  ),
);
console.log(`\nRaw reports and summary.json in ${path.relative(root, outDir)}/`);

if (args.check) {
  const failures = routes.flatMap((route) => budgetFailures(route, summary[route]!));
  if (failures.length) {
    console.error(`\nBudget misses:\n${failures.map((f) => `  ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nEvery route meets every budget.');
}

/** One Lighthouse run; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART) is tried again, twice at most. */
async function audit(url: string, port: number, attempt = 1): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    throttlingMethod,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Every run is a first visit: Lighthouse empties the HTTP cache, and with it this clears
    // localStorage, where the page script notes that the web font is in the cache.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
  });
  const problem = !result ? 'no result' : result.lhr.runtimeError?.message;
  if (!problem) return result!;
  if (attempt >= 3) throw new Error(`${url}: ${problem}`);
  console.warn(`${url}: ${problem}; trying again`);
  return audit(url, port, attempt + 1);
}

function lighthouseVersion(): string {
  return (
    JSON.parse(execSync('npm ls lighthouse --json', { cwd: root }).toString()) as { dependencies: { lighthouse: { version: string } } }
  ).dependencies.lighthouse.version;
}
