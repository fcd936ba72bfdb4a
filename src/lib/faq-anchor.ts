/**
 * The id of an FAQ question's heading: search results (Pagefind sub-results) link to it, and the
 * accordion opens the answer whose anchor is in the URL.
 */
export function faqAnchor(question: string): string {
  const slug = question
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
  return `faq-${slug}`;
}

/** The URL's fragment as an id ('' when there is none). */
export const hashId = (hash: string) => {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
};

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
/** For useSyncExternalStore: the fragment in the browser, none in the prerender. */
export const hashStore = [subscribe, () => window.location.hash, () => ''] as const;
