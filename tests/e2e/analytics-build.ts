import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');

/** Where the analytics build's events go: the stand-in collector these tests start (plausible-collector.ts). */
export const COLLECTOR_URL = 'http://127.0.0.1:4392/api/event';
/** The domain the analytics build counts for. */
export const ANALYTICS_DOMAIN = 'paylean.example';
/** The test build with analytics on, beside dist/ (the test build without). */
export const analyticsDist = path.join(root, 'node_modules/.cache/paylean-analytics-dist');

const modified = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * The test build again, with VITE_PLAUSIBLE_DOMAIN and VITE_PLAUSIBLE_ENDPOINT pointing at the collector, into
 * analyticsDist. Only when needed: a copy made after dist/ with this collector is used as it is.
 */
export function buildWithAnalytics(): string {
  const current =
    modified(path.join(analyticsDist, 'index.html')) > modified(path.join(dist, 'index.html')) &&
    readFileSync(path.join(analyticsDist, '_headers'), 'utf8').includes(new URL(COLLECTOR_URL).origin);
  if (!current) {
    // Without the test runner's NODE_ENV=test, which would make it a development build of React.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'));
    execFileSync('npm', ['run', 'build', '--', '--mode', 'test', '--out', analyticsDist], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...env, VITE_PLAUSIBLE_DOMAIN: ANALYTICS_DOMAIN, VITE_PLAUSIBLE_ENDPOINT: COLLECTOR_URL },
    });
  }
  return analyticsDist;
}
