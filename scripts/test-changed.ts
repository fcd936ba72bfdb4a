/**
 * `npm run test:changed [-- --base main]`: the quick loop for a change. Runs the unit tests that import a changed
 * file, then (after a test build, when a site source changed) the end-to-end files that import one or visit what it
 * builds (scripts/e2e-related.ts). Changed means uncommitted, plus, with --base, every commit since that ref.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { e2eFilesFor, SITE_SOURCE } from './e2e-related.ts';
import { root } from '../build/pages.ts';

const { base } = parseArgs({ options: { base: { type: 'string' } } }).values;

const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [
  ...new Set([
    ...git('diff', '--name-only', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
    ...(base ? git('diff', '--name-only', `${base}...HEAD`) : []),
  ]),
].filter((file) => existsSync(path.join(root, file)));

if (changed.length === 0) {
  console.log(`Nothing changed${base ? ` since ${base}` : ''}: no tests to run.`);
  process.exit(0);
}
console.log(`Changed: ${changed.join(', ')}`);

const run = (command: string, args: string[]) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;
const vitest = (config: string[], files: string[]) => run('npx', ['vitest', 'related', '--run', '--passWithNoTests', ...config, ...files]);

if (!vitest([], changed)) process.exit(1);

const e2eFiles = [...new Set(changed.flatMap(e2eFilesFor))]
  .map((name) => `tests/e2e/${name}.e2e.ts`)
  .filter((file) => existsSync(path.join(root, file)));
const needsBuild = changed.some((file) => SITE_SOURCE.test(file)) || !existsSync(path.join(root, 'dist/index.html'));
if (needsBuild && !run('npm', ['run', 'build', '--', '--mode', 'test'])) process.exit(1);
if (e2eFiles.length > 0) console.log(`End-to-end files for what changed: ${e2eFiles.join(', ')}`);
if (!vitest(['--config', 'tests/e2e/vitest.config.ts'], [...changed, ...e2eFiles])) process.exit(1);
