// The dev server's editor as a hostile script meets it: a save of code files sent to every spelling of the save
// path, from the editor's own origin, and the file list asked for with a trailing slash. It runs `npm run dev` in a
// scratch clone of the repository's last commit, so whatever a save writes lands there and is thrown away.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../../build/pages.ts';
import { rawRequest } from './raw-request.ts';

const SAVE_SPELLINGS = [
  '/api/keystatic/update/',
  '/api/keystatic//update',
  '//api/keystatic/update',
  '/api/keystatic/%75pdate',
  '/api/keystatic/./update',
  '/api/keystatic/tree/../update',
  '/API/keystatic/update',
];

/** What the script tries to write: code the dev server would run, and a route template. */
const CODE_FILES = ['pages/index-evil.ts', 'pages/blog/x/[slug].mdx', 'content/careers.ts'];

/** A clone of the last commit whose node_modules links each of the repository's packages (its Vite cache its own). */
function scratchClone(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paylean-dev-saves-'));
  execFileSync('git', ['clone', '-q', '--depth', '1', `file://${root}`, dir]);
  mkdirSync(path.join(dir, 'node_modules'));
  for (const name of readdirSync(path.join(root, 'node_modules')).filter((name) => name !== '.vite'))
    symlinkSync(path.join(root, 'node_modules', name), path.join(dir, 'node_modules', name));
  return dir;
}

async function startDev(dir: string) {
  const child = spawn(process.execPath, [path.join(dir, 'node_modules/vite/bin/vite.js'), '--port', '0', '--strictPort'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  const exited = once(child, 'exit');
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Local:\s+(http:\/\/\S+?)\/?\s/.exec(output)?.[1];
      if (found) resolve(found);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`npm run dev did not start:\n${output}`)));
  });
  return { url, stop: async () => void (child.kill(), await exited) };
}

export async function probeDevSaves(): Promise<string[]> {
  const dir = scratchClone();
  const dev = await startDev(dir);
  const { host, port } = new URL(dev.url);
  const careers = readFileSync(path.join(dir, 'content/careers.ts'), 'utf8');
  const lines = ['\nthe dev server’s editor (npm run dev in a scratch clone): a save of code files, from the editor’s origin'];
  try {
    const body = JSON.stringify({
      additions: CODE_FILES.map((file) => ({ path: file, contents: Buffer.from('export const ran = "evil";\n').toString('base64') })),
      deletions: [],
    });
    for (const spelling of SAVE_SPELLINGS) {
      const status = await rawRequest(
        Number(port),
        [
          `POST ${spelling} HTTP/1.1`,
          `Host: ${host}`,
          `Origin: ${dev.url}`,
          'Sec-Fetch-Site: same-origin',
          'no-cors: 1',
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(body)}`,
        ].join('\r\n'),
        body,
      );
      const written = CODE_FILES.filter((file) =>
        file === 'content/careers.ts' ? readFileSync(path.join(dir, file), 'utf8') !== careers : existsSync(path.join(dir, file)),
      );
      lines.push(`  ${`POST ${spelling}`.padEnd(40)} ${status}; code files written: ${written.join(', ') || 'none'}`);
      execFileSync('git', ['checkout', '-q', '--', 'content/careers.ts'], { cwd: dir });
      for (const file of CODE_FILES.slice(0, 2)) rmSync(path.join(dir, file), { force: true });
    }
    for (const tree of ['/api/keystatic/tree', '/api/keystatic/tree/']) {
      const res = await fetch(`${dev.url}${tree}`, { headers: { 'no-cors': '1', 'sec-fetch-site': 'same-origin' } });
      const entries = res.headers.get('content-type') === 'application/json' ? ((await res.json()) as unknown[]).length : undefined;
      lines.push(`  ${`GET ${tree}`.padEnd(40)} ${res.status}${entries === undefined ? '' : `, ${entries} entries listed`}`);
    }
  } finally {
    await dev.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}
