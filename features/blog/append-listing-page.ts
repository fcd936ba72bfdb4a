import { blogCategories, type BlogCategory } from '../../content/blog-categories.ts';
import { listingSummary } from './listing-text.ts';

/**
 * 'Load More' in place: appends the next listing page's cards to this listing, puts that page's
 * 'Load More' box in place of ours and recounts the status line. Returns the first added card, or
 * undefined, changing nothing, when either page lacks the listing's parts.
 */
export function appendListingPage(listing: ParentNode, next: ParentNode): Element | undefined {
  const list = listing.querySelector('[data-cards]');
  const box = listing.querySelector('[data-load-more-box]');
  const status = listing.querySelector('[data-total]');
  const added = [...next.querySelectorAll('[data-cards] > li')];
  const nextBox = next.querySelector('[data-load-more-box]');
  if (!list || !box || !status || !nextBox || !added.length) return undefined;
  list.append(...added);
  box.replaceWith(nextBox);
  const category = status.getAttribute('data-category') ?? undefined;
  const known = blogCategories.find((c) => c === category) as BlogCategory | undefined;
  status.textContent = listingSummary(list.children.length, Number(status.getAttribute('data-total')), known);
  return added[0];
}
