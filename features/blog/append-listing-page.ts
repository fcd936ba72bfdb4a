import { blogCategories, type BlogCategory } from '../../content/blog.ts';
import { listingSummary } from './listing-text.ts';

const fragment = (doc: Document, html: string) => {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return template.content;
};

/**
 * 'Load More' in place: the listing region's HTML with the next page's cards appended, its
 * 'Load More' box in place of ours and the status line recounted. `firstNew` is the index of
 * the first added card (focus goes there). Undefined if either page lacks the listing.
 */
export function appendListingPage(doc: Document, current: string, next: string): { html: string; firstNew: number } | undefined {
  const ours = fragment(doc, current);
  const theirs = fragment(doc, next);
  const list = ours.querySelector('[data-cards]');
  const box = ours.querySelector('[data-load-more-box]');
  const status = ours.querySelector('[data-total]');
  const added = theirs.querySelectorAll('[data-cards] > li');
  const nextBox = theirs.querySelector('[data-load-more-box]');
  if (!list || !box || !status || !nextBox) return undefined;
  const firstNew = list.children.length;
  list.append(...added);
  box.replaceWith(nextBox);
  const category = status.getAttribute('data-category') ?? undefined;
  const known = blogCategories.find((c) => c === category) as BlogCategory | undefined;
  status.textContent = listingSummary(list.children.length, Number(status.getAttribute('data-total')), known);
  const out = doc.createElement('div');
  out.append(ours);
  return { html: out.innerHTML, firstNew };
}
