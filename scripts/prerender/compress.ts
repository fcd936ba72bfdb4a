import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressible = /\.(html|js|css|svg|xml|txt|json)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli's best quality for every page, script and style (what the byte budgets measure), and a faster one for a
 * file of a megabyte or more (the feeds, which carry every post in full): at 11, brotli takes seconds per megabyte.
 */
const BIG = 1024 * 1024;
const brotliQuality = (bytes: number) => (bytes < BIG ? 11 : 9);

/**
 * Files compressed at once, each to brotli and gzip: zlib's async calls run on libuv's four threads, so every core
 * compresses. No more: each brotli stream at quality 11 holds tens of megabytes while it waits its turn.
 */
const PARALLEL = 2;

/** Writes .br and .gz beside every text file, as a CDN would serve them (sirv picks them up). */
export async function precompress(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => compressible.test(f) && !f.startsWith('.vite'));
  const compress = async () => {
    for (let file = files.pop(); file !== undefined; file = files.pop()) {
      const full = path.join(dir, file);
      const data = await readFile(full);
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(data.byteLength) } }),
        gzipped(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, compress));
}
