import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

// `npm start` is `npm run build && npm run preview`; the build is what this suite tests, so this
// runs the second half exactly as a visitor's machine would, on its own embedded Postgres.
it('npm start serves the built site and its contact function', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'paylean-start-'));
  const child = spawn('npm', ['run', 'preview'], { cwd: root, env: { ...process.env, PORT: '0', DATA_DIR: dataDir } });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match) resolve(match[1]!);
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      void exited.then((code) => reject(new Error(`npm run preview exited with ${code}:\n${output}`)));
    });
    const page = await fetch(`${url}/faq`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Frequently Asked Questions');
    const bad = await fetch(`${url}/functions/v1/send-contact-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error?: string }).error).toBeTruthy();
  } finally {
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
});
