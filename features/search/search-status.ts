import { NEEDS_BUILD, noResults, resultCount, SEARCHING, TYPE_MORE, UNAVAILABLE } from '../../content/search-messages.ts';
import type { SearchState } from './use-site-search.ts';

/** What the search UI says for a state (announced in a live region); null while results are shown. */
export function searchStatusText(state: SearchState, query: string): string | null {
  switch (state.status) {
    case 'idle':
      return TYPE_MORE;
    case 'loading':
      return state.hits.length ? null : SEARCHING;
    case 'needs-build':
      return NEEDS_BUILD;
    case 'error':
      return UNAVAILABLE;
    case 'done':
      return state.hits.length ? resultCount(state.hits.length, query.trim()) : noResults(query.trim());
  }
}
