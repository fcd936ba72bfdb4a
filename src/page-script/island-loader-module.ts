/** The island loader's URL, set by the build (scripts/prerender/page-script.ts). */
declare const __ISLAND_LOADER__: string;

type IslandLoader = typeof import('./island-loader.ts');
let loading: Promise<IslandLoader> | undefined;

/**
 * The island loader (./island-loader.ts) is a module of its own, fetched the first time it is
 * needed: after the first paint, or at a search shortcut before that. So the inline page script
 * carries only what must listen from the first paint. A failed fetch is tried again at the next call.
 */
export function islandLoader(): Promise<IslandLoader> {
  if (!loading) {
    loading = import(/* @vite-ignore */ __ISLAND_LOADER__) as Promise<IslandLoader>;
    loading.catch(() => (loading = undefined));
  }
  return loading;
}
