import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * Route -> the JS files (relative to dist/) the route loads at start, and those its islands
 * load when the visitor comes near them. The build writes it as a public file: the byte-budget
 * tests read it, and the browser reads it to prefetch a route.
 */
export type RouteChunks = Record<string, { start: string[]; islands: string[] }>;
export const ROUTE_CHUNKS_FILE = 'page-modules.json';

export const readManifest = async (dist: string): Promise<Manifest> =>
  JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

export const readRouteChunks = async (dist: string): Promise<RouteChunks> =>
  JSON.parse(await readFile(path.join(dist, ROUTE_CHUNKS_FILE), 'utf8')) as RouteChunks;

/** Adds the chunk of `key` to `order` after everything it imports statically (what the browser fetches with it). */
function addWithImports(manifest: Manifest, key: string, seen: Set<string>, order: string[]): void {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) addWithImports(manifest, dep, seen, order);
  order.push(manifest[key].file);
}

/**
 * Files of the JS a route loads at start: the page, the blocks it renders, the app entry and all
 * they import, each after the chunks it imports (the order the boot script runs them in), so the
 * entry comes last.
 */
export function startFiles(manifest: Manifest, sources: string[]): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  // The entry imports the app itself with import() (src/entry-client.tsx).
  const app = manifest['index.html']?.dynamicImports ?? [];
  for (const source of [...sources, ...app, 'index.html']) {
    if (!manifest[source]) throw new Error(`${source} is not in the build manifest`);
    addWithImports(manifest, source, seen, order);
  }
  return order;
}

export async function gzipSize(dist: string, file: string): Promise<number> {
  return gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length;
}

export async function printRouteSizes(dist: string) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log('\nJS loaded at start per route (gzip):');
  for (const [route, { start: files }] of Object.entries(await readRouteChunks(dist))) {
    const sizes = await Promise.all(files.map((file) => gzipSize(dist, file)));
    const total = sizes.reduce((sum, n) => sum + n, 0);
    console.log(`  ${route.padEnd(34)} ${kb(total).padStart(9)}  (${files.length} files)`);
  }
}
