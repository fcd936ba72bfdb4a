// The upload module under the real Deno binary (from the deno npm package), as the Edge Function runs it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const deno = path.join(root, 'node_modules/.bin/deno');
const denoEnv = {
  ...process.env,
  DENO_DIR: path.join(root, '.data/deno'),
  DENO_NO_UPDATE_CHECK: '1',
  NO_COLOR: '1',
  NPM_CONFIG_REGISTRY: 'http://127.0.0.1:9/',
};

describe.skipIf(!existsSync(deno))('résumé uploads and the application entry under Deno', () => {
  test('read, check and refuse the same bodies as in Node', async () => {
    const { stdout } = await promisify(execFile)(
      deno,
      ['run', '--cached-only', '--config', 'supabase/functions/deno.json', '--allow-read', '--allow-env', 'tests/fixtures/deno-uploads.ts'],
      { cwd: root, env: denoEnv },
    );
    expect(JSON.parse(stdout)).toEqual(['ok pdf', 'ok docx', 'ok doc', '415 type', '400 empty', '413 too-large']);
  }, 90_000);

  test('deno check type-checks the submit-application entry', async () => {
    const entry = 'supabase/functions/submit-application/index.ts';
    const { stderr } = await promisify(execFile)(deno, ['check', '--config', 'supabase/functions/deno.json', entry], {
      cwd: root,
      env: denoEnv,
    });
    expect(stderr).toContain(`Check ${entry}`);
  }, 90_000);
});
