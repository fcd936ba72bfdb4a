import { useId, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSiteSearch } from './use-site-search.ts';
import { theme } from '../../components/theme/tokens.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { HitLabel } from './HitLabel.tsx';
import { resultLink, statusText } from './result-styles.ts';
import { searchStatusText } from './search-messages.ts';

/**
 * The /search page: a GET form (`?q=`), so the Search link and a shared URL work before any
 * search script has loaded; once hydrated, it lists the results for `q` and updates as you type.
 */
const noSubscription = () => () => {};

export default function SearchPage() {
  // useLocation, not useSearchParams: the latter would add its code to every route's start-up JS.
  const q = new URLSearchParams(useLocation().search).get('q') ?? '';
  const navigate = useNavigate();
  // The prerendered HTML has no query: the one in the URL applies once hydrated (then as typed).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [typed, setQuery] = useState<string | null>(null);
  const query = typed ?? (hydrated ? q : '');
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
          void navigate(`/search?${new URLSearchParams({ q: query })}`, { replace: true });
        }}
        css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'end' }}
      >
        <label htmlFor={`${id}-q`} css={{ flexBasis: '100%', fontWeight: 600 }}>
          Search the site
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
          Search
        </button>
      </form>
      <noscript>
        <p css={statusText}>Search runs in your browser and needs JavaScript. Every page is linked from the menu and the footer.</p>
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
