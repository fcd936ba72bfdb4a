/**
 * npm run bench [-- --runs 5] [-- --no-build] [-- --check] [-- --only /,/about] [-- --dist dir]
 * Builds the site, serves dist/ compressed on 127.0.0.1, runs Lighthouse (mobile preset,
 * simulated throttling) on every route, interleaving the runs, and prints medians and spreads.
 */
import { execSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startLocalServer } from '../../server/app.ts';
import { CHROMIUM_ARGS } from '../e2e/browser.ts';
import { expectedRoutes } from '../e2e/expected-routes.ts';
import { budgetFailures, format, medians, readMetrics, type RunMetrics } from './lighthouse-metrics.ts';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, only: { type: 'string' }, dist: { type: 'string' }, 'no-build': { type: 'boolean' }, check: { type: 'boolean' } },
});
const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, '.bench/lighthouse');
const routes = Object.keys(expectedRoutes).filter((r) => !args.only || args.only.split(',').includes(r));
const runs = Number(args.runs);

if (!args['no-build']) execSync('npm run build', { cwd: root, stdio: 'inherit' });
await mkdir(outDir, { recursive: true });
const server = await startLocalServer({ distDir: path.resolve(args.dist ?? path.join(root, 'dist')), port: 0 });
const results = new Map<string, RunMetrics[]>(routes.map((r) => [r, []]));

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
      const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '_');
      await writeFile(path.join(outDir, `${name}-${run}.json`), result.report as string);
      process.stdout.write(`run ${run}/${runs} ${route}: perf ${metrics.performance}, LCP ${format('lcp', metrics.lcp)}\n`);
    }
  } finally {
    await chrome.kill();
  }
}
await server.close();

const columns: (keyof RunMetrics)[] = ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'speedIndex', 'jsKb', 'totalKb', 'renderBlocking', 'accessibility', 'bestPractices', 'seo'];
const header = ['route', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'JS KB', 'total KB', 'blocking', 'a11y', 'BP', 'SEO'];
const table = (rows: string[][]) => [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');

const summary = Object.fromEntries(routes.map((route) => [route, medians(results.get(route)!)]));
console.log(`\nMedians of ${runs} runs (Lighthouse ${lighthouseVersion()}, mobile, simulated throttling):\n`);
console.log(table(routes.map((route) => [route, ...columns.map((c) => format(c, summary[route]![c]))])));

console.log('\nSpread (min..max):\n');
console.log(
  table(
    routes.map((route) => {
      const all = results.get(route)!;
      return [route, ...columns.map((c) => `${format(c, Math.min(...all.map((m) => m[c])))}..${format(c, Math.max(...all.map((m) => m[c])))}`)];
    }),
  ),
);
await writeFile(path.join(outDir, 'summary.json'), JSON.stringify({ runs, medians: summary, all: Object.fromEntries(results) }, null, 2));
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
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const problem = !result ? 'no result' : result.lhr.runtimeError?.message;
  if (!problem) return result!;
  if (attempt >= 3) throw new Error(`${url}: ${problem}`);
  console.warn(`${url}: ${problem}; trying again`);
  return audit(url, port, attempt + 1);
}

function lighthouseVersion(): string {
  return (JSON.parse(execSync('npm ls lighthouse --json', { cwd: root }).toString()) as { dependencies: { lighthouse: { version: string } } }).dependencies.lighthouse.version;
}
