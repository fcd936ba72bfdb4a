// The real Deno binary the Edge Functions run on, from the deno npm package that `npm test` installs first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { required } from '../required.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const deno = path.join(root, 'node_modules/.bin/deno');
export const denoConfig = 'supabase/functions/deno.json';

required(existsSync(deno), `the Deno binary ${deno}: npm test installs it first; run \`npx tsx scripts/ensure-deno.ts\``, {
  always: true,
});

/** Offline on purpose: npm packages come from ./node_modules (nodeModulesDir: manual), no registry, no cache misses. */
export const denoEnv = {
  ...process.env,
  DENO_DIR: path.join(root, '.data/deno'),
  DENO_NO_UPDATE_CHECK: '1',
  NO_COLOR: '1',
  NPM_CONFIG_REGISTRY: 'http://127.0.0.1:9/',
};
