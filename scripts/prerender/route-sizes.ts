import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '../pages.ts';
import { root } from '../pages.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = async (dist: string): Promise<Manifest> =>
  JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The chunk a key loads plus everything it imports statically (what the browser fetches with it). */
function withStaticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) withStaticImports(manifest, dep, seen);
  return seen;
}

/** Manifest keys of the JS a route loads at start: the app entry, its page and the page's imports. */
export function startChunks(manifest: Manifest, page: Page): string[] {
  const keys = withStaticImports(manifest, 'index.html');
  withStaticImports(manifest, path.relative(root, page.file).replace(/\\/g, '/'), keys);
  return [...keys];
}

export async function gzipSize(dist: string, file: string): Promise<number> {
  return gzipSync(await readFile(path.join(dist, file))).length;
}

/** Per-route JS at start, gzip: what a visitor's browser downloads before the page is interactive. */
export async function routeSizes(dist: string, pages: Page[]) {
  const manifest = await readManifest(dist);
  return Promise.all(
    pages.map(async (page) => {
      const chunks = startChunks(manifest, page).map((key) => manifest[key]!.file);
      const sizes = await Promise.all(chunks.map(async (file) => ({ file, gzip: await gzipSize(dist, file) })));
      return { route: page.route, chunks: sizes, total: sizes.reduce((sum, c) => sum + c.gzip, 0) };
    }),
  );
}

export async function printRouteSizes(dist: string, pages: Page[]) {
  const rows = await routeSizes(dist, pages);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log('\nJS loaded at start per route (gzip):');
  for (const row of rows) console.log(`  ${row.route.padEnd(34)} ${kb(row.total).padStart(9)}  (${row.chunks.length} chunks)`);
}
