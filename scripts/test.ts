/**
 * `npm test`: lint, typecheck and the test build side by side (they share nothing and each is mostly one core),
 * then the unit tests, then the end-to-end tests against that build. Stops at the first stage that fails, and
 * prints how long each step took, so CI's log shows where the time goes.
 */
import { spawn } from 'node:child_process';
import { root } from '../build/pages.ts';

interface Step {
  name: string;
  args: string[];
}

const STAGES: Step[][] = [
  [
    { name: 'lint', args: ['run', 'lint'] },
    { name: 'typecheck', args: ['run', 'typecheck'] },
    { name: 'build', args: ['run', 'build', '--', '--mode', 'test'] },
  ],
  [{ name: 'test:unit', args: ['run', 'test:unit'] }],
  [{ name: 'test:e2e', args: ['run', 'test:e2e'] }],
];

const times: { name: string; seconds: number; ok: boolean }[] = [];

/** Runs one step; a step beside others has its output held and printed whole when it ends, not interleaved. */
function run({ name, args }: Step, alone: boolean): Promise<boolean> {
  const started = performance.now();
  const child = spawn('npm', args, { cwd: root, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      times.push({ name, seconds, ok: code === 0 });
      if (!alone) process.stdout.write(`\n── ${name} ──\n${output}`);
      console.log(`── ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s ──`);
      resolve(code === 0);
    }),
  );
}

const started = performance.now();
let passed = true;
for (const stage of STAGES) {
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  if (!results.every(Boolean)) {
    passed = false;
    break;
  }
}

console.log(`\nnpm test ${passed ? 'passed' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(0)} s:`);
for (const { name, seconds, ok } of times) console.log(`  ${name.padEnd(10)} ${seconds.toFixed(0).padStart(5)} s${ok ? '' : '  FAILED'}`);
process.exitCode = passed ? 0 : 1;
