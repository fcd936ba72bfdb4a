import { useEffect, useState } from 'react';
import { isSearchable, searchSite, SearchNeedsBuild, type SearchHit } from './pagefind.ts';

export interface SearchState {
  status: 'idle' | 'loading' | 'done' | 'error' | 'needs-build';
  hits: SearchHit[];
}

interface Answer extends SearchState {
  query: string;
}

/** Searches as the query changes (debounced), ignoring answers to queries the visitor has moved on from. */
export function useSiteSearch(query: string, delay = 120): SearchState {
  const [answer, setAnswer] = useState<Answer>({ query: '', status: 'idle', hits: [] });
  useEffect(() => {
    if (!isSearchable(query)) return;
    let current = true;
    const timer = setTimeout(() => {
      searchSite(query).then(
        (hits) => current && setAnswer({ query, status: 'done', hits }),
        (error: unknown) => current && setAnswer({ query, status: error instanceof SearchNeedsBuild ? 'needs-build' : 'error', hits: [] }),
      );
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, delay]);
  if (!isSearchable(query)) return { status: 'idle', hits: [] };
  // While a new answer is on its way, the last results stay on screen.
  return answer.query === query ? answer : { status: 'loading', hits: answer.hits };
}
