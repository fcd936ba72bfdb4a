import { useEffect, useRef, useState, type ComponentType } from 'react';
import { contactFormText } from '../../../content/contact-messages.ts';
import type { Country } from '../../../content/countries.ts';
import { countryLabel } from './country-search.ts';
import { Icon } from '../../../components/ui/IconTile.tsx';
import type { CountryComboboxProps } from './CountryCombobox.tsx';
import { chevronStyle, selectInputStyle, selectWrapStyle } from '../../../components/ui/form-styles.ts';

const loadCombobox = () => import('./CountryCombobox.tsx');

interface Props {
  id: string;
  country: Country;
  onChange: (value: string) => void;
}

/**
 * The country-code dropdown. Headless UI's Combobox costs tens of KB, so the page starts with a
 * look-alike placeholder (prerendered, showing the selected country) and loads the real combobox
 * when the visitor reaches for it (pointer over it, focus, touch), as the header's mobile menu
 * does. The swap keeps focus where it was, and the combobox opens on focus.
 */
export function CountrySelect({ id, country, onChange }: Props) {
  const [Loaded, setLoaded] = useState<ComponentType<CountryComboboxProps> | null>(null);
  const [focusOnMount, setFocusOnMount] = useState(false);
  const placeholder = useRef<HTMLInputElement>(null);
  const loading = useRef(false);

  const reach = () => {
    if (loading.current) return;
    loading.current = true;
    loadCombobox().then(
      (module) => {
        setFocusOnMount(document.activeElement === placeholder.current);
        setLoaded(() => module.default);
      },
      (error: unknown) => {
        loading.current = false; // try again on the next reach
        console.error('contact form: could not load the country list', error);
      },
    );
  };

  // Focused before hydration (no focus event will come now): load at once.
  useEffect(() => {
    if (document.activeElement === placeholder.current) reach();
  });

  if (Loaded)
    return (
      <Loaded id={id} value={country.value} onChange={onChange} autoFocus={focusOnMount} buttonLabel={contactFormText.showCountries} />
    );
  return (
    <div css={selectWrapStyle} onPointerEnter={reach} onTouchStart={reach}>
      <input
        ref={placeholder}
        id={id}
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        readOnly
        value={countryLabel(country)}
        onFocus={reach}
        onPointerDown={reach}
        css={selectInputStyle}
      />
      <span aria-hidden="true" css={chevronStyle}>
        <Icon name="chevron-down" size={18} />
      </span>
    </div>
  );
}
