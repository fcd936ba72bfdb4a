// The real Deno binary the Edge Functions run on, from the deno npm package that `npm test` installs first.
import { spawn, type ChildProcess } from 'node:child_process';
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

/**
 * A function entry under Deno with these settings (and `preload`, a module run before it), resolved with its address
 * once it listens, and what it printed.
 */
export async function startEntry(
  file: string,
  env: Record<string, string>,
  preload?: string,
): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const flags = [
    '--cached-only',
    '--config',
    denoConfig,
    '--allow-env',
    '--allow-net=127.0.0.1',
    ...(preload ? ['--preload', preload] : []),
  ];
  const child = spawn(deno, ['run', ...flags, file], {
    cwd: root,
    env: { ...denoEnv, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Deno did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Deno exited with ${code}:\n${output}`)));
  });
  return { url, child, output: () => output };
}
