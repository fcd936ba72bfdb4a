/**
 * `npm run test:e2e:shake -- [--times N] [--no-build] [--cold] [files…]`: runs the end-to-end files N times in a
 * row (default 3) as CI runs them, side by side on the suite's two workers, while another process keeps one core
 * busy, as a loaded CI machine does, and prints each file's pass count. A file that ever fails is flaky: the run's
 * output is kept under .shake/ to read. `--cold` starts every run as a fresh clone would: Vite's dependency cache,
 * the build's caches and dist/ deleted, then a new build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../build/pages.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    times: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    cold: { type: 'boolean', default: false },
  },
});
const times = Number(values.times);
if (!Number.isInteger(times) || times < 1) throw new Error(`--times must be a whole number of 1 or more, not "${values.times}"`);

const e2eDir = path.join(root, 'tests/e2e');
const files =
  positionals.length > 0
    ? positionals.map((file) => path.relative(root, path.resolve(file)))
    : readdirSync(e2eDir)
        .filter((name) => name.endsWith('.e2e.ts'))
        .sort()
        .map((name) => path.join('tests/e2e', name));
const logDir = path.join(root, '.shake');
mkdirSync(logDir, { recursive: true });

const npm = (args: string[]) => spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
const build = () => npm(['run', 'build', '--', '--mode', 'test']).status === 0;
if (!values.cold && !values['no-build'] && !build()) process.exit(1);

/** What a fresh clone lacks: Vite's pre-bundled dependencies, the build's caches (images, cards, SSR) and the build. */
const COLD_PATHS = ['node_modules/.vite', 'node_modules/.cache', 'dist'];
function coldBuild(): boolean {
  for (const cached of COLD_PATHS) rmSync(path.join(root, cached), { recursive: true, force: true });
  return build();
}

// The load: one core spinning for the whole shake.
const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopBusy = () => busy.kill('SIGKILL');
process.on('exit', stopBusy);
process.on('SIGINT', () => process.exit(130));

interface FileResult {
  name: string;
  status: string;
  startTime: number;
  endTime: number;
}

/** One run of the files together, as `npm run test:e2e` runs them; each file's outcome and time from vitest's JSON report. */
async function runOnce(run: number): Promise<{ output: string; files: Map<string, { passed: boolean; seconds: number }> }> {
  const report = path.join(logDir, `run${run}.json`);
  rmSync(report, { force: true });
  const reporters = ['--reporter=default', '--reporter=./tests/e2e/file-times.ts', '--reporter=json', `--outputFile.json=${report}`];
  const child = spawn(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/e2e/vitest.config.ts', ...reporters, ...files],
    {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.on('close', resolve));
  const results = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as { testResults: FileResult[] }).testResults : [];
  const byFile = new Map(
    results.map((r) => [path.relative(root, r.name), { passed: r.status === 'passed', seconds: (r.endTime - r.startTime) / 1000 }]),
  );
  return { output, files: byFile };
}

const results = new Map(files.map((file) => [file, { passes: 0, seconds: 0 }]));
for (let run = 1; run <= times; run++) {
  const started = performance.now();
  const outcome = values.cold && !coldBuild() ? { output: 'the cold build failed', files: new Map() } : await runOnce(run);
  const failed: string[] = [];
  for (const [file, tally] of results) {
    const result = outcome.files.get(file);
    if (result?.passed) tally.passes++;
    else failed.push(file);
    tally.seconds += result?.seconds ?? 0;
  }
  console.log(
    `run ${run}: ${files.length - failed.length}/${files.length} files passed in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  if (failed.length > 0) {
    const log = path.join(logDir, `run${run}.log`);
    writeFileSync(log, outcome.output);
    console.log(`  FAILED: ${failed.join(', ')}; output in ${path.relative(root, log)}`);
  }
}

console.log(`\nShaken ${times}x side by side with one core busy${values.cold ? ', each run from cold caches' : ''}:`);
const width = Math.max(...files.map((file) => file.length));
for (const [file, { passes, seconds }] of results) {
  console.log(
    `  ${passes === times ? 'ok   ' : 'FLAKY'} ${file.padEnd(width)}  ${passes}/${times}  ${(seconds / times).toFixed(0).padStart(4)} s a run`,
  );
}
// The spinning child keeps this process alive, so it is stopped here, not only on exit.
stopBusy();
process.exitCode = [...results.values()].every((r) => r.passes === times) ? 0 : 1;
