import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the build keeps what it made once and reuses while its input is the same (encoded pictures, drawn cards):
 * `$BUILD_CACHE_DIR/<name>`, else node_modules/.cache/<name>. A CI job that runs `npm ci` (which deletes
 * node_modules) sets BUILD_CACHE_DIR to a folder it keeps between builds (docs/performance.md).
 */
export const buildCacheDir = (name: string) =>
  path.resolve(process.env.BUILD_CACHE_DIR || path.resolve(import.meta.dirname, '../node_modules/.cache'), name);

/**
 * Writes `bytes` into the build's cache as `file`, under a temporary name of its own first, then renamed: a build
 * stopped midway leaves no half file to be reused, and two writers of the same file at once each rename a whole one.
 */
export async function writeCacheFile(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}
