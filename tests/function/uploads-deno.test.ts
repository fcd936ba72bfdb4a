// The upload module under the real Deno binary (from the deno npm package), as the Edge Function runs it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { deno, denoConfig, denoEnv, root } from './deno.ts';

describe('résumé uploads and the application entry under Deno', () => {
  test('read, check and refuse the same bodies as in Node', async () => {
    const { stdout } = await promisify(execFile)(
      deno,
      ['run', '--cached-only', '--config', denoConfig, '--allow-read', '--allow-env', 'tests/fixtures/deno-uploads.ts'],
      { cwd: root, env: denoEnv },
    );
    expect(JSON.parse(stdout)).toEqual(['ok pdf', 'ok docx', 'ok doc', '415 type', '400 empty', '413 too-large']);
  }, 90_000);
});
