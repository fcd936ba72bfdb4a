import type { MouseEvent } from 'react';
import { appendListingPage } from './append-listing-page.ts';
import type { Region } from './PrerenderedBody.tsx';
import { fetchRegion } from './prerendered-region.ts';

export const LISTING_REGION = 'blog-listing';

/**
 * 'Load More Articles' with JavaScript: fetch the next prerendered listing page, append its
 * cards here and move focus to the first new one. If that fails, go to the page instead.
 */
export function loadMoreInPlace(event: MouseEvent<HTMLDivElement>, region: Region): boolean {
  const link = (event.target as Element).closest('a[data-load-more]');
  const href = link?.getAttribute('href');
  if (!href || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return false;
  event.preventDefault();
  const fallback = () => window.location.assign(href);
  fetchRegion(href, LISTING_REGION).then((next) => {
    const merged = next === undefined ? undefined : appendListingPage(document, region.html, next);
    if (!merged) return fallback();
    region.replace(merged.html);
    requestAnimationFrame(() => region.element.querySelectorAll('[data-cards] > li')[merged.firstNew]?.querySelector('a')?.focus());
  }, fallback);
  return true;
}
