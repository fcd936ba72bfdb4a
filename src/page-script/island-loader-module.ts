/** The island loader's URL, set by the build (build/prerender/page-script.ts). */
declare const __ISLAND_LOADER__: string;
// Imported through a variable: the bundler then leaves the import to the browser. An import of the literal would
// need marking external, and esbuild adds its CommonJS helpers for that to a classic script (0.3 KB of brotli).
const ISLAND_LOADER_URL: string = __ISLAND_LOADER__;

type IslandLoader = typeof import('./island-loader.ts');
let loading: Promise<IslandLoader> | undefined;

/**
 * The island loader (./island-loader.ts) is a module of its own, fetched the first time it is
 * needed: after the first paint, or at a search shortcut before that. So the inline page script
 * carries only what must listen from the first paint. A failed fetch is tried again at the next call.
 */
export function islandLoader(): Promise<IslandLoader> {
  if (!loading) {
    loading = import(/* @vite-ignore */ ISLAND_LOADER_URL) as Promise<IslandLoader>;
    loading.catch(() => (loading = undefined));
  }
  return loading;
}
