import { islandsIn, readIsland } from '../../components/runtime/islands.ts';
import { replayEarlyInput } from './early-input.ts';
import { whenNear } from './when-near.ts';

/**
 * What an island's module (`features/<name>/<island>.island.ts[x]`) exports as default: it starts
 * the widget on its prerendered element with the props the prerender wrote, and resolves once the
 * widget is live (a React island: once hydrated). What it resolves to is handed to whoever asked
 * for the island (the search opener gets its `open` function).
 */
export type IslandStart = (element: HTMLElement, props: Record<string, unknown>) => unknown;

/**
 * Island name -> the URLs of its modules, its entry last, set by the build from its manifest
 * (build/prerender/page-script.ts) and by the dev server from the sources.
 */
declare const __ISLAND_MODULES__: Record<string, string[]>;

const started = new WeakMap<Element, Promise<unknown>>();

function preload(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

/**
 * Loads and starts an island, once. All its modules are preloaded at once, so the entry's imports
 * are not fetched one after another. Then what the visitor did before it was live is replayed into
 * it. If a module fails to load, the prerendered HTML stays (it works without JavaScript) and the
 * next call tries again.
 */
export function loadIsland(
  element: HTMLElement,
  modulesOf: (name: string) => string[] = (name) => __ISLAND_MODULES__[name] ?? [],
): Promise<unknown> {
  const running = started.get(element);
  if (running) return running;
  const island = readIsland(element);
  const modules = island ? [...modulesOf(island.island.name)] : [];
  const entry = modules.pop();
  if (!island || !entry) return Promise.reject(new Error('not an island with modules'));
  modules.forEach(preload);
  const start = (import(/* @vite-ignore */ entry) as Promise<{ default: IslandStart }>).then(async (module) => {
    const result = await module.default(element, island.props);
    replayEarlyInput(element);
    return result;
  });
  started.set(element, start);
  start.catch(() => started.delete(element));
  return start;
}

/** Starts each island of the page as the visitor nears or reaches for it; those that load on demand only when asked for. */
export function watchIslands(doc: Document): void {
  for (const element of islandsIn(doc)) {
    if (readIsland(element)?.load === 'near') whenNear(element, () => void loadIsland(element).catch(() => {}));
  }
}
