import { slugify } from '../../content/slug.ts';

/**
 * The id of an FAQ question's heading: search results (Pagefind sub-results) link to it, and a link
 * to it opens its answer.
 */
export const faqAnchor = (question: string): string => `faq-${slugify(question)}`;
