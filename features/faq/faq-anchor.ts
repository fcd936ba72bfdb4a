import { slugify } from '../../content/slug.ts';

/**
 * The id of an FAQ question's heading: search results (Pagefind sub-results) link to it, and the
 * accordion opens the answer whose anchor is in the URL.
 */
export const faqAnchor = (question: string): string => `faq-${slugify(question)}`;

/** The URL's fragment as an id ('' when there is none). */
export const hashId = (hash: string) => {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
};

/** Opens the FAQ answer whose question the URL's fragment names (its <details>; `name` closes the others). */
export function openLinkedAnswer(): void {
  const id = hashId(window.location.hash);
  const details = id.startsWith('faq-') ? document.getElementById(id)?.closest('details') : null;
  if (details) details.open = true;
}
