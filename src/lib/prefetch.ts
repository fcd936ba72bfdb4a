import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Written by the build: route -> the module files that route loads (see scripts/build.ts). */
const MODULE_MAP_URL = '/page-modules.json';

let moduleMap: Promise<Record<string, string[]>> | undefined;
const preloaded = new Set<string>();

const internalPath = (link: HTMLAnchorElement): string | undefined => {
  if (link.origin !== location.origin || link.target === '_blank' || link.hasAttribute('download')) return undefined;
  const path = link.pathname.replace(/(.)\/$/, '$1');
  return path === location.pathname ? undefined : path;
};

/** Starts downloading the modules of the page at `path`, once, without running them. */
export function prefetchRoute(path: string): void {
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  moduleMap ??= fetch(MODULE_MAP_URL)
    .then((res) => (res.ok ? (res.json() as Promise<Record<string, string[]>>) : {}))
    .catch(() => ({}));
  void moduleMap.then((map) => {
    for (const file of map[path] ?? []) {
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

/**
 * Makes the next page instant, as static-site frameworks do: a same-site link's page is
 * prefetched when the link is hovered, focused or scrolled into view. Viewport watching starts
 * when the browser is idle, so it never competes with the first paint.
 */
export function usePrefetchLinks() {
  const { pathname } = useLocation();

  useEffect(() => {
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);

  useEffect(() => {
    if (!('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const path = internalPath(entry.target as HTMLAnchorElement);
        if (path) prefetchRoute(path);
      }
    });
    const whenIdle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = whenIdle(() => document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]').forEach((a) => observer.observe(a)));
    return () => {
      cancelIdle(handle);
      observer.disconnect();
    };
  }, [pathname]);
}
