import { form, status } from './words/search.json' with { type: 'json' };
import { fill } from './placeholders.ts';

// The site search's words (content/words/search.json): its form, and what its live region says in each state.

export const searchForm = form;

/** Before the query is long enough to send. */
export const TYPE_MORE = status.typeMore;

/** While the first results are on their way (later ones replace the shown results in place). */
export const SEARCHING = status.searching;

/** In `npm run dev`, where there is no search index. */
export const NEEDS_BUILD = status.needsBuild;

export const UNAVAILABLE = status.unavailable;

export const resultCount = (count: number, query: string) => fill(count === 1 ? status.oneResult : status.results, { count, query });

export const noResults = (query: string) => fill(status.noResults, { query });
