import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let work: string;
let cache: string;
let compress: typeof import('../../build/prerender/compress.ts');

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'compress-'));
  cache = path.join(work, 'cache');
  vi.stubEnv('BUILD_CACHE_DIR', cache);
  compress = await import('../../build/prerender/compress.ts');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(work, { recursive: true, force: true });
});

const page = (n: number) => `<!doctype html><title>Page ${n}</title>${'<p>payroll cost, cut</p>'.repeat(200 + n)}`;

async function site(name: string, files: Record<string, string>) {
  const dir = path.join(work, name);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

describe('precompress', () => {
  it('writes a .br and a .gz that give back every text file, and none for other files', async () => {
    const dir = await site('one', { 'index.html': page(1), 'blog/a/index.html': page(2), 'app.js': 'let a = 1;', 'x.png': 'png' });
    await compress.precompress(dir);
    for (const file of ['index.html', 'blog/a/index.html', 'app.js']) {
      const original = await readFile(path.join(dir, file));
      expect(brotliDecompressSync(await readFile(path.join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(path.join(dir, `${file}.gz`)))).toEqual(original);
    }
    expect((await readdir(dir)).filter((f) => f.startsWith('x.png'))).toEqual(['x.png']);
  });

  it('copies the compressed files of bytes it has compressed before from the cache', async () => {
    const dir = await site('two', { 'index.html': page(3) });
    await compress.precompress(dir);
    const cached = (await readdir(path.join(cache, 'paylean-compressed'))).filter((f) => f.endsWith('.br'));
    // Mark every cached copy: a later build with the same page bytes gives the marked copy, not a new one.
    for (const file of cached) await writeFile(path.join(cache, 'paylean-compressed', file), 'cached');
    const again = await site('three', { 'index.html': page(3), 'other.html': page(4) });
    await compress.precompress(again);
    expect(await readFile(path.join(again, 'index.html.br'), 'utf8')).toBe('cached');
    expect(brotliDecompressSync(await readFile(path.join(again, 'other.html.br'))).toString()).toBe(page(4));
  });
});

describe('compressAlong', () => {
  it('compresses the files handed to it, and then the rest of the folder, each once', async () => {
    const dir = await site('four', { 'a.html': page(5), 'b.html': page(6), 'c.js': 'let c = 3;' });
    const along = compress.compressAlong();
    along.add(path.join(dir, 'a.html'));
    along.add(path.join(dir, 'b.html'));
    await along.rest(dir);
    for (const [file, text] of [
      ['a.html', page(5)],
      ['b.html', page(6)],
      ['c.js', 'let c = 3;'],
    ]) {
      expect(brotliDecompressSync(await readFile(path.join(dir, `${file}.br`))).toString()).toBe(text);
      expect(gunzipSync(await readFile(path.join(dir, `${file}.gz`))).toString()).toBe(text);
    }
    expect((await readdir(dir)).sort()).toEqual([
      'a.html',
      'a.html.br',
      'a.html.gz',
      'b.html',
      'b.html.br',
      'b.html.gz',
      'c.js',
      'c.js.br',
      'c.js.gz',
    ]);
  });

  it('stops the build with the error of a file it could not compress', async () => {
    const dir = await site('five', { 'a.html': page(7) });
    const along = compress.compressAlong();
    along.add(path.join(dir, 'missing.html'));
    await expect(along.rest(dir)).rejects.toThrow(/ENOENT/);
  });
});
