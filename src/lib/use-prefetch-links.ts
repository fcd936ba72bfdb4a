import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Watches each page's links for prefetching (src/lib/prefetch.ts). That code loads when the
 * browser is first idle, so it never competes with the first paint or hydration.
 */
export function usePrefetchLinks() {
  const { pathname } = useLocation();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const whenIdle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = whenIdle(
      () =>
        void import('./prefetch.ts').then(({ watchLinks }) => {
          if (!cancelled) stop = watchLinks();
        }),
    );
    return () => {
      cancelled = true;
      cancelIdle(handle);
      stop?.();
    };
  }, [pathname]);
}
