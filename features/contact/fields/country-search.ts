import type { Country } from '../../../content/countries.ts';

/** How a country shows in the dropdown's input: 'United Kingdom (+44)'. */
export const countryLabel = (country: Pick<Country, 'name' | 'dialCode'>): string => `${country.name} (${country.dialCode})`;

/** Lower case, accents dropped, so 'aland' finds 'Åland Islands' and 'cote' 'Côte d’Ivoire'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’']/g, "'").trim();

/**
 * The countries matching what was typed in the dropdown: by name (anywhere in it, names that
 * start with the query first), by dial code when the query is a number ('44', '+44'), or by ISO
 * code ('GB'). An empty query lists every country in the list's order.
 */
export function filterCountries(countries: readonly Country[], query: string): Country[] {
  const q = fold(query);
  if (!q) return [...countries];
  const dial = /^\+?\s*(\d{1,4})$/.exec(q)?.[1];
  if (dial) return countries.filter((c) => c.dialCode.slice(1).startsWith(dial));
  const starts: Country[] = [];
  const contains: Country[] = [];
  for (const country of countries) {
    const name = fold(country.name);
    if (name.startsWith(q)) starts.push(country);
    else if (name.includes(q) || fold(countryLabel(country)) === q || country.iso.toLowerCase() === q) contains.push(country);
  }
  return [...starts, ...contains];
}
