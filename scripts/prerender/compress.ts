import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(html|js|css|svg|xml|txt|json)$/;

/** Writes .br and .gz beside every text file, as a CDN would serve them (sirv picks them up). */
export async function precompress(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => compressible.test(f) && !f.startsWith('.vite'));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const data = await readFile(full);
      await writeFile(`${full}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(`${full}.gz`, gzipSync(data, { level: 9 }));
    }),
  );
}
