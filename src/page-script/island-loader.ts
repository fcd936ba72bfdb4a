import { replayEarlyInput } from './early-input.ts';
import { whenNear } from './when-near.ts';

/**
 * What an island's module (`features/<name>/<island>.island.ts[x]`) exports as default: it starts
 * the widget on its prerendered element with the props the prerender wrote, and resolves once the
 * widget is live (a React island: once hydrated). What it resolves to is handed to whoever asked
 * for the island (the search opener gets its `open` function).
 */
export type IslandStart = (element: HTMLElement, props: Record<string, unknown>) => unknown;

const started = new WeakMap<Element, Promise<unknown>>();

function preload(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

/**
 * Loads and starts an island, once. The build lists its modules on the element
 * (`data-island-modules`, the entry last): all are preloaded at once, so the entry's imports are
 * not fetched one after another. Then what the visitor did before it was live is replayed into it.
 * If a module fails to load, the prerendered HTML stays (it works without JavaScript) and the next
 * call tries again.
 */
export function loadIsland(element: HTMLElement): Promise<unknown> {
  const running = started.get(element);
  if (running) return running;
  const modules = (element.dataset.islandModules ?? '').split(' ').filter(Boolean);
  const entry = modules.pop();
  if (!entry) return Promise.reject(new Error(`island ${element.dataset.island} lists no modules`));
  modules.forEach(preload);
  const start = (import(/* @vite-ignore */ entry) as Promise<{ default: IslandStart }>).then(async (module) => {
    const props = element.dataset.props ? (JSON.parse(element.dataset.props) as Record<string, unknown>) : {};
    const result = await module.default(element, props);
    replayEarlyInput(element);
    return result;
  });
  started.set(element, start);
  start.catch(() => started.delete(element));
  return start;
}

/** Starts each island of the page as the visitor nears or reaches for it; `data-load="open"` ones only when asked for. */
export function watchIslands(doc: Document): void {
  for (const element of doc.querySelectorAll<HTMLElement>('[data-island]')) {
    if (element.dataset.load !== 'open') whenNear(element, () => void loadIsland(element).catch(() => {}));
  }
}
