/** Written by the build: route -> the module files that route loads (see scripts/build.ts). */
type ModuleMap = Record<string, { start: string[]; islands: string[] }>;
const MODULE_MAP_URL = '/page-modules.json';

let moduleMap: Promise<ModuleMap> | undefined;
const preloaded = new Set<string>();

const internalPath = (link: HTMLAnchorElement): string | undefined => {
  if (link.origin !== location.origin || link.target === '_blank' || link.hasAttribute('download')) return undefined;
  const path = link.pathname.replace(/(.)\/$/, '$1');
  return path === location.pathname ? undefined : path;
};

/**
 * Starts downloading the modules of the page at `path`, once, without running them. A link in
 * view gets the page's start-up modules only; a hovered or focused one its islands too.
 */
export function prefetchRoute(path: string, withIslands = true): void {
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  moduleMap ??= fetch(MODULE_MAP_URL)
    .then((res) => (res.ok ? (res.json() as Promise<ModuleMap>) : {}))
    .catch(() => ({}));
  void moduleMap.then((map) => {
    const modules = map[path];
    for (const file of modules ? [...modules.start, ...(withIslands ? modules.islands : [])] : []) {
      if (preloaded.has(file)) continue;
      preloaded.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = `/${file}`;
      document.head.append(link);
    }
  });
}

const linkFrom = (target: EventTarget | null) => (target instanceof Element ? target.closest('a[href]') : null) as HTMLAnchorElement | null;

function onIntent(event: Event) {
  const link = linkFrom(event.target);
  const path = link && internalPath(link);
  if (path) prefetchRoute(path);
}

let listening = false;

/**
 * Makes the next page instant, as static-site frameworks do: a same-site link's page is
 * prefetched when the link is hovered, focused or scrolled into view. Returns a function that
 * stops watching the current page's links.
 */
export function watchLinks(): () => void {
  if (!listening) {
    listening = true;
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
  }
  if (!('IntersectionObserver' in window)) return () => {};
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const path = internalPath(entry.target as HTMLAnchorElement);
      if (path) prefetchRoute(path, false);
    }
  });
  document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]').forEach((a) => observer.observe(a));
  return () => observer.disconnect();
}
