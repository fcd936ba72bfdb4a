import { createHash } from 'node:crypto';
import { access, copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { buildCacheDir, writeCacheFile } from '../build-cache.ts';

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
 * A window no bigger than the file: brotli's default (4 MB) makes quality 11 fill tens of megabytes of tables per
 * file, which costs memory and time and finds nothing a smaller window would not.
 */
const brotliWindow = (bytes: number) =>
  Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS + 6, Math.ceil(Math.log2(bytes + 1))));

/**
 * Files compressed at once, each to brotli and gzip: zlib's async calls run on libuv's four threads, so every core
 * compresses. No more: each brotli stream at quality 11 holds megabytes while it waits its turn.
 */
const PARALLEL = 2;

const cacheDir = buildCacheDir('paylean-compressed');
/** What the compressed bytes depend on besides the file's: the settings above and zlib's own code. */
const SETTINGS = `br ${process.versions.brotli} 11/9 fitted window, gzip ${process.versions.zlib} 9`;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function compressed(data: Buffer): Promise<[Buffer, Buffer]> {
  return Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(data.byteLength),
        [constants.BROTLI_PARAM_LGWIN]: brotliWindow(data.byteLength),
        [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
      },
    }),
    gzipped(data, { level: 9 }),
  ]);
}

/**
 * Writes the file's .br and .gz, copied from the build's cache when a file with the same bytes was compressed
 * before (a rebuild changes few pages), else compressed and kept there too.
 */
async function compressFile(full: string): Promise<void> {
  const data = await readFile(full);
  const key = path.join(cacheDir, createHash('sha256').update(SETTINGS).update(data).digest('hex').slice(0, 32));
  if ((await exists(`${key}.br`)) && (await exists(`${key}.gz`))) {
    await Promise.all([copyFile(`${key}.br`, `${full}.br`), copyFile(`${key}.gz`, `${full}.gz`)]);
    return;
  }
  const [br, gz] = await compressed(data);
  await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
  await Promise.all([writeCacheFile(`${key}.br`, br), writeCacheFile(`${key}.gz`, gz)]);
}

const textFiles = async (dir: string) =>
  (await readdir(dir, { recursive: true })).filter((f) => compressible.test(f) && !f.startsWith('.vite')).map((f) => path.resolve(dir, f));

/**
 * Compresses files as they are handed over, one at a time, on zlib's threads: the prerender keeps one core busy,
 * so the pages it writes are compressed on the other meanwhile. `rest(dir)` then compresses every other text file
 * in `dir`, and what is still waiting, `PARALLEL` at a time, and resolves when all are done.
 */
export function compressAlong() {
  const waiting: string[] = [];
  const done = new Set<string>();
  let limit = 1;
  let running = 0;
  let failure: Error | undefined;
  let allDone: (() => void) | undefined;
  const next = () => {
    while (running < limit && waiting.length && !failure) {
      const file = waiting.shift()!;
      running += 1;
      compressFile(file)
        .catch((error: Error) => (failure ??= error))
        .finally(() => {
          running -= 1;
          next();
          if (!running && (!waiting.length || failure)) allDone?.();
        });
    }
  };
  return {
    add(file: string) {
      done.add(path.resolve(file));
      waiting.push(path.resolve(file));
      next();
    },
    async rest(dir: string) {
      waiting.push(...(await textFiles(dir)).filter((file) => !done.has(file)));
      limit = PARALLEL;
      const finished = new Promise<void>((resolve) => (allDone = resolve));
      next();
      if (running) await finished;
      if (failure) throw failure;
    },
  };
}

/** Writes .br and .gz beside every text file, as a CDN would serve them (sirv picks them up). */
export const precompress = (dir: string): Promise<void> => compressAlong().rest(dir);
