// Every Edge Function entry type-checked by the real Deno binary, as Supabase deploys it: one `deno check` of them
// all, since they share most of their modules (_shared/) and a check of each alone checks those again.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, test } from 'vitest';
import { deno, denoConfig, denoEnv, root } from './deno.ts';

const functionsDir = path.join(root, 'supabase/functions');
const entries = readdirSync(functionsDir, { withFileTypes: true })
  .filter((dir) => dir.isDirectory() && readdirSync(path.join(functionsDir, dir.name)).includes('index.ts'))
  .map((dir) => `supabase/functions/${dir.name}/index.ts`);

describe('deno check', () => {
  let checked = '';
  beforeAll(async () => {
    // A type error makes deno exit non-zero, which fails here, naming the error.
    checked = (await promisify(execFile)(deno, ['check', '--config', denoConfig, ...entries], { cwd: root, env: denoEnv })).stderr;
  }, 90_000);

  test('finds the functions: the contact form, the lead forms, the application and the editor', () => {
    expect(entries).toEqual(
      expect.arrayContaining([
        'supabase/functions/send-contact-form/index.ts',
        'supabase/functions/submit-form/index.ts',
        'supabase/functions/submit-application/index.ts',
        'supabase/functions/keystatic/index.ts',
      ]),
    );
  });

  test.each(entries)('type-checks %s', (entry) => {
    expect(checked).toContain(`Check ${entry}`);
  });
});
