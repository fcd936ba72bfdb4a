/**
 * `npm run test:e2e:shake -- [--times N] [--no-build] [--cold] [files…]`: runs each end-to-end file N times in a
 * row (default 5) while another process keeps one core busy, as a loaded CI machine does, and prints each file's
 * pass count. A file that ever fails is flaky: its output is kept under .shake/ to read. `--cold` starts every
 * run as a fresh clone would: Vite's dependency cache, the build's caches and dist/ deleted, then a new build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './pages.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    times: { type: 'string', default: '5' },
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

function runOnce(file: string): Promise<{ passed: boolean; output: string; seconds: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/e2e/vitest.config.ts', file], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ passed: code === 0, output, seconds: (performance.now() - started) / 1000 })),
  );
}

const results: { file: string; passes: number; seconds: number }[] = [];
for (const file of files) {
  let passes = 0;
  let seconds = 0;
  for (let run = 1; run <= times; run++) {
    const result = values.cold && !coldBuild() ? { passed: false, output: 'the cold build failed', seconds: 0 } : await runOnce(file);
    seconds += result.seconds;
    if (result.passed) passes++;
    else {
      const log = path.join(logDir, `${path.basename(file, '.e2e.ts')}-run${run}.log`);
      writeFileSync(log, result.output);
      console.log(`  ${file}: run ${run} FAILED, output in ${path.relative(root, log)}`);
    }
  }
  results.push({ file, passes, seconds });
  console.log(`${passes === times ? 'ok  ' : 'FLAKY'} ${file}: ${passes}/${times} passed (${(seconds / times).toFixed(0)} s a run)`);
}

console.log(`\nShaken ${times}x with one core busy${values.cold ? ', each run from cold caches' : ''}:`);
const width = Math.max(...results.map((r) => r.file.length));
for (const { file, passes, seconds } of results) {
  console.log(`  ${file.padEnd(width)}  ${passes}/${times}  ${(seconds / times).toFixed(0).padStart(4)} s a run`);
}
// The spinning child keeps this process alive, so it is stopped here, not only on exit.
stopBusy();
process.exitCode = results.every((r) => r.passes === times) ? 0 : 1;
