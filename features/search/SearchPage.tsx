import { useEffect, useId, useState } from 'react';
import { searchForm } from '../../content/search-messages.ts';
import { useSiteSearch } from './use-site-search.ts';
import { theme } from '../../components/theme/tokens.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { HitLabel } from './HitLabel.tsx';
import { resultLink, statusText } from './result-styles.ts';
import { searchStatusText } from './search-status.ts';

/**
 * The /search page: a GET form (`?q=`), so the Search link and a shared URL work before any
 * search script has loaded; once hydrated, it lists the results for `q` and updates as you type.
 */
const queryInUrl = () => new URLSearchParams(window.location.search).get('q') ?? '';

export default function SearchPage() {
  const [query, setQuery] = useState('');
  // The prerendered HTML has no query: the one in the URL applies once hydrated, unless the
  // visitor has typed one already (what was typed before is replayed after this).
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is read after hydration, so the server HTML and the first render agree
  useEffect(() => setQuery((typed) => typed || queryInUrl()), []);
  const state = useSiteSearch(query);
  const id = useId();
  const status = searchStatusText(state, query);
  return (
    <>
      <form
        method="get"
        action="/search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          window.history.replaceState(null, '', `/search?${new URLSearchParams({ q: query })}`);
        }}
        css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'end' }}
      >
        <label htmlFor={`${id}-q`} css={{ flexBasis: '100%', fontWeight: 600 }}>
          {searchForm.label}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          enterKeyHint="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          css={{
            flex: 1,
            minWidth: '12rem',
            minHeight: '2.75rem',
            padding: theme.space.sm,
            font: 'inherit',
            border: `1px solid ${theme.color.border}`,
            borderRadius: theme.radius.sm,
          }}
        />
        <button type="submit" css={buttonStyles.primary}>
          {searchForm.submit}
        </button>
      </form>
      <noscript>
        <p css={statusText}>{searchForm.noScript}</p>
      </noscript>
      <p role="status" css={statusText}>
        {status}
      </p>
      <ol css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {state.hits.map((hit, i) => (
          <li key={hit.url + i}>
            <a href={hit.url} css={{ ...resultLink, paddingInline: 0, '&:hover span:first-of-type': { textDecoration: 'underline' } }}>
              <HitLabel hit={hit} />
            </a>
          </li>
        ))}
      </ol>
    </>
  );
}
