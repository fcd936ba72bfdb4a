import type { BlogCategory } from '../../content/blog.ts';

/** The line above a listing: how much of it is shown. */
export function listingSummary(shown: number, total: number, category?: BlogCategory): string {
  const kind = category ? `${category} ` : '';
  if (total === 0) return `No ${kind}articles yet: the featured article is our latest.`;
  if (shown >= total) return total === 1 ? `Showing 1 ${kind}article.` : `Showing all ${total} ${kind}articles.`;
  return `Showing ${shown} of ${total} ${kind}articles.`;
}
