import { css } from '@emotion/react';
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { countries, findCountry, type Country } from '../../../content/countries.ts';
import { countryLabel, filterCountries } from './country-search.ts';
import { theme } from '../../../components/theme/tokens.ts';
import { Icon } from '../../../components/ui/IconTile.tsx';
import { chevronStyle, selectInputStyle, selectWrapStyle } from '../../../components/ui/form-styles.ts';

export interface CountryComboboxProps {
  /** The input's id, for the label outside. */
  id: string;
  /** The selected option value, '+1-US'. */
  value: string;
  onChange: (value: string) => void;
  /** Take focus on mount: set when it replaces the placeholder the visitor had focused. */
  autoFocus?: boolean;
  /** The list button's name for screen readers (the form's words, which this chunk leaves to the form's). */
  buttonLabel: string;
}

// Serialized once: 243 options re-render as the visitor types.
const listStyle = css({
  position: 'absolute',
  zIndex: 20,
  top: 'calc(100% + 0.25rem)',
  left: 0,
  width: 'max(100%, 18rem)',
  maxHeight: '15rem',
  overflowY: 'auto',
  margin: 0,
  padding: theme.space.xs,
  background: theme.color.bg,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  boxShadow: '0 10px 24px rgba(15, 23, 42, 0.14)',
  '&:empty': { display: 'none' },
});

const optionStyle = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.space.md,
  padding: '0.5rem 0.625rem',
  borderRadius: theme.radius.sm,
  cursor: 'pointer',
  '&[data-focus]': { background: theme.color.surfaceStrong },
  '&[data-selected]': { fontWeight: 700 },
  '&[data-disabled]': { cursor: 'default', color: theme.color.textMuted },
});

const dialCodeStyle = css({ color: theme.color.textMuted, fontVariantNumeric: 'tabular-nums' });

/**
 * The searchable country-code dropdown: Headless UI's Combobox over every country (name and
 * dial code), filtered as the visitor types, the list scrolling within 15rem, operable with the
 * keyboard (arrows, Enter, Escape, Home/End). Its own chunk: see CountrySelect.
 */
export default function CountryCombobox({ id, value, onChange, autoFocus, buttonLabel }: CountryComboboxProps) {
  const [query, setQuery] = useState('');
  const options = filterCountries(countries, query);
  const keepSelection = useRef(false);

  // Typing should replace the shown 'United States (+1)', not append to it: select it on focus,
  // after Headless UI has synced the input's text (which moves the caret to the end), and keep the
  // selection through the mouseup of the click that focused it.
  const selectAll = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    keepSelection.current = true;
    requestAnimationFrame(() => {
      if (document.activeElement === input) input.select();
    });
  };
  const keepOnMouseUp = (event: MouseEvent<HTMLInputElement>) => {
    if (keepSelection.current) event.preventDefault();
    keepSelection.current = false;
  };

  return (
    <Combobox
      value={findCountry(value) ?? null}
      by="value"
      onChange={(country: Country | null) => country && onChange(country.value)}
      onClose={() => setQuery('')}
      immediate
    >
      <div css={selectWrapStyle}>
        <ComboboxInput
          id={id}
          autoFocus={autoFocus}
          autoComplete="off"
          spellCheck={false}
          css={selectInputStyle}
          displayValue={(country: Country | null) => (country ? countryLabel(country) : '')}
          onFocus={selectAll}
          onMouseUp={keepOnMouseUp}
          onChange={(event) => setQuery(event.target.value)}
        />
        <ComboboxButton aria-label={buttonLabel} css={chevronStyle}>
          <Icon name="chevron-down" size={18} />
        </ComboboxButton>
        {/* Not modal: the page stays scrollable and readable (its label too) while the list is open. */}
        <ComboboxOptions modal={false} css={listStyle}>
          {options.length === 0 ? (
            <ComboboxOption value={null} disabled css={optionStyle}>
              No country matches “{query}”
            </ComboboxOption>
          ) : (
            options.map((country) => (
              <ComboboxOption key={country.value} value={country} css={optionStyle}>
                <span>{country.name}</span>
                <span css={dialCodeStyle}>{country.dialCode}</span>
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </div>
    </Combobox>
  );
}
