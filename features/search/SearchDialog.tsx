import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchForm } from '../../content/search-messages.ts';
import { useSiteSearch } from './use-site-search.ts';
import { theme } from '../../components/theme/tokens.ts';
import { HitLabel } from './HitLabel.tsx';
import { resultLink, statusText } from './result-styles.ts';
import { searchStatusText } from './search-status.ts';
import { nextActive } from './active-option.ts';

interface Props {
  /** Changes on every opening, so the dialog opens again. */
  openCount: number;
  /** Where focus goes back when the dialog closes (the Search link, or what had focus before the shortcut). */
  opener: HTMLElement | null;
}

/**
 * The site search: a modal <dialog> with a combobox over a listbox of results (the WAI-ARIA
 * combobox pattern; focus stays in the input). Arrows move through the results, Enter opens the
 * active one (or the full results page), Esc closes and focus returns to the opener.
 */
export function SearchDialog({ openCount, opener }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const state = useSiteSearch(query);
  const { hits } = state;
  // The active option belongs to one list of hits: new hits start with none active.
  const [selection, setSelection] = useState({ hits, index: -1 });
  const active = selection.hits === hits ? selection.index : -1;
  const setActive = (move: (current: number) => number) => setSelection({ hits, index: move(active) });
  const id = useId();
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    input.current?.select();
  }, [openCount]);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const close = () => dialog.current?.close();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => nextActive(current, hits.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && hits[active]) {
      event.preventDefault();
      close();
      window.location.assign(hits[active].url);
    }
  };

  const status = searchStatusText(state, query);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-label`}
      onClose={() => opener?.focus()}
      onClick={(event) => event.target === dialog.current && close()}
      css={{
        width: 'min(40rem, calc(100vw - 2rem))',
        maxHeight: 'min(36rem, calc(100vh - 4rem))',
        margin: '8vh auto auto',
        padding: theme.space.md,
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius.md,
        color: theme.color.text,
        '&::backdrop': { background: 'rgba(15, 23, 42, 0.55)' },
      }}
    >
      <form
        method="get"
        action="/search"
        role="search"
        css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' }}
      >
        <label
          id={`${id}-label`}
          htmlFor={`${id}-input`}
          css={{ flexBasis: '100%', fontWeight: 600, [theme.mq.sm]: { flexBasis: 'auto' } }}
        >
          {searchForm.label}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          name="q"
          type="text"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-controls={`${id}-listbox`}
          aria-expanded={hits.length > 0}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          css={{
            flex: 1,
            minWidth: 0,
            padding: theme.space.sm,
            font: 'inherit',
            border: `1px solid ${theme.color.border}`,
            borderRadius: theme.radius.sm,
          }}
        />
        <button type="button" onClick={close} css={{ padding: theme.space.sm, font: 'inherit', cursor: 'pointer' }}>
          {searchForm.close}
        </button>
      </form>
      <p role="status" css={statusText}>
        {status}
      </p>
      <div id={`${id}-listbox`} role="listbox" aria-label={searchForm.results} hidden={!hits.length}>
        {hits.map((hit, i) => (
          <a
            key={hit.url + i}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            href={hit.url}
            tabIndex={-1}
            onClick={close}
            css={{
              ...resultLink,
              background: i === active ? theme.color.surfaceStrong : undefined,
              '&:hover': { background: theme.color.surface },
            }}
          >
            <HitLabel hit={hit} />
          </a>
        ))}
      </div>
    </dialog>
  );
}
