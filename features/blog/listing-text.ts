import type { BlogCategory } from '../../content/blog-categories.ts';
import { fill } from '../../content/placeholders.ts';
import { categorySummary, summary } from '../../content/words/blog.json' with { type: 'json' };

/** The line above a listing: how much of it is shown (content/words/blog.json; the Load More island ships these words only). */
export function listingSummary(shown: number, total: number, category?: BlogCategory): string {
  const words = category ? categorySummary : summary;
  const text = total === 0 ? words.none : shown < total ? words.some : total === 1 ? words.one : words.all;
  return fill(text, { shown, total, category: category ?? '' });
}
