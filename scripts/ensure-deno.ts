/**
 * Installs the `deno` npm package (a real Deno binary) for the edge-function test when it is
 * missing. It is not in package.json because the registry this project installs from lacks
 * some of its per-platform packages, which makes `npm ci` refuse the lock file; installing it
 * by itself fetches only this platform's binary.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const DENO_VERSION = '2.9.6';
const root = path.resolve(import.meta.dirname, '..');

if (!existsSync(path.join(root, 'node_modules/.bin/deno'))) {
  console.log(`Installing deno@${DENO_VERSION} for the edge-function test...`);
  execSync(`npm install --no-save --no-audit --no-fund deno@${DENO_VERSION}`, { cwd: root, stdio: 'inherit' });
}
