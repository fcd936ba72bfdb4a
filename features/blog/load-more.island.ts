import { islandsIn, ISLANDS } from '../../components/runtime/islands.ts';
import { adoptStyles } from './adopt-styles.ts';
import { appendListingPage } from './append-listing-page.ts';

const modified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** Fetches the next listing page and appends its cards here; resolves to the first new card. */
async function appendNextPage(listing: HTMLElement, href: string): Promise<Element | undefined> {
  const response = await fetch(href, { headers: { accept: 'text/html' } });
  if (!response.ok) return undefined;
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const [next] = islandsIn(page, ISLANDS.blogListing);
  if (!next) return undefined;
  adoptStyles(document, page);
  return appendListingPage(listing, next);
}

/**
 * 'Load More Articles' is a plain link to the next listing page, which it stays without
 * JavaScript. Here it adds that page's cards in place and moves focus to the first new article,
 * so a keyboard or screen-reader user carries on from there; if that fails, the link is followed.
 */
export default function startLoadMore(listing: HTMLElement) {
  listing.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-load-more]') : null;
    if (!link || event.defaultPrevented || modified(event)) return;
    event.preventDefault();
    // A second click while the page is on its way adds nothing twice.
    if (link.getAttribute('aria-disabled') === 'true') return;
    link.setAttribute('aria-disabled', 'true');
    appendNextPage(listing, link.href).then(
      (first) => (first ? first.querySelector('a')?.focus() : window.location.assign(link.href)),
      () => window.location.assign(link.href),
    );
  });
}
