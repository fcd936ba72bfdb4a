import path from 'node:path';

/**
 * Where the build keeps what it made once and reuses while its input is the same (encoded pictures, drawn cards):
 * `$BUILD_CACHE_DIR/<name>`, else node_modules/.cache/<name>. A CI job that runs `npm ci` (which deletes
 * node_modules) sets BUILD_CACHE_DIR to a folder it keeps between builds (docs/performance.md).
 */
export const buildCacheDir = (name: string) =>
  path.resolve(process.env.BUILD_CACHE_DIR || path.resolve(import.meta.dirname, '../node_modules/.cache'), name);
