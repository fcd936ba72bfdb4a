import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
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

/** The chunk a key loads plus everything it imports statically (what the browser fetches with it). */
function withStaticImports(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) withStaticImports(manifest, dep, seen);
  return seen;
}

/** Files of the JS a route loads at start: the app entry, its page, the blocks it renders, their imports. */
export function startFiles(manifest: Manifest, sources: string[]): string[] {
  const keys = new Set<string>();
  for (const source of ['index.html', ...sources]) {
    if (!manifest[source]) throw new Error(`${source} is not in the build manifest`);
    withStaticImports(manifest, source, keys);
  }
  return [...keys].map((key) => manifest[key]!.file);
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
