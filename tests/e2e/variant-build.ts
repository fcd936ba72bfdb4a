import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');

const modified = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * The test build again with more build variables, into `out` beside dist/ (the test build without them). Only
 * when needed: a copy made after dist/ whose _headers name `marker` (an origin the variables add) is used as it is.
 */
export function buildVariant(out: string, variables: Record<string, string>, marker: string): string {
  const current =
    modified(path.join(out, 'index.html')) > modified(path.join(dist, 'index.html')) &&
    readFileSync(path.join(out, '_headers'), 'utf8').includes(marker);
  if (!current) {
    // Without the test runner's NODE_ENV=test, which would make it a development build of React.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'));
    execFileSync('npm', ['run', 'build', '--', '--mode', 'test', '--out', out], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...env, ...variables },
    });
  }
  return out;
}
