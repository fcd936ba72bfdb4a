import { useEffect, useRef, useState } from 'react';

/**
 * 'Load More' in place: how many pages past the current one are shown, and a ref for the list so
 * focus moves to the first newly shown post's link (keyboard and screen-reader users land on
 * what was added, not back at the top).
 */
export function useLoadMore(resetKey: string) {
  const [extra, setExtra] = useState({ key: resetKey, pages: 0 });
  const list = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | undefined>(undefined);
  const pages = extra.key === resetKey ? extra.pages : 0;
  useEffect(() => {
    if (firstNew.current === undefined || !list.current) return;
    list.current.children[firstNew.current]?.querySelector('a')?.focus();
    firstNew.current = undefined;
  }, [pages]);
  const loadMore = (shownCount: number) => {
    firstNew.current = shownCount;
    setExtra({ key: resetKey, pages: pages + 1 });
  };
  return { extraPages: pages, list, loadMore };
}
