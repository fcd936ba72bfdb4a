import type { SearchState } from './use-site-search.ts';

/** What the search UI says for a state (announced in a live region); null while results are shown. */
export function searchStatusText(state: SearchState, query: string): string | null {
  switch (state.status) {
    case 'idle':
      return 'Type at least two characters to search the site.';
    case 'loading':
      return state.hits.length ? null : 'Searching…';
    case 'needs-build':
      return 'Search needs a build: run npm start to search the site.';
    case 'error':
      return 'Search is not available right now. Please try again.';
    case 'done':
      return state.hits.length
        ? `${state.hits.length} result${state.hits.length === 1 ? '' : 's'} for “${query.trim()}”.`
        : `No results for “${query.trim()}”.`;
  }
}
