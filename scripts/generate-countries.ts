// Writes content/countries.json from libphonenumber-js metadata, CLDR names (Intl) and content/phone-overrides.ts.
// Run: npx tsx scripts/generate-countries.ts
import { getCountries, getCountryCallingCode, getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import metadata from 'libphonenumber-js/metadata.max.json';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Country } from '../content/countries.ts';
import { phoneOverrides } from '../content/phone-overrides.ts';

export const OUTPUT = path.resolve(import.meta.dirname, '../content/countries.json');
export const MIN_DIGITS = 5;
export const MAX_DIGITS = 12;

/** Pure: the same library data, ICU and overrides give the same list. */
export function buildCountries(overrides: Readonly<Record<string, number>> = phoneOverrides): Country[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const base = getCountries().flatMap((iso) => {
    const digits = getExampleNumber(iso, examples)?.nationalNumber.length;
    // A handful of territories (Tokelau, Tristan da Cunha: 4 digits) fall outside the product's range.
    if (!digits || digits < MIN_DIGITS || digits > MAX_DIGITS) return [];
    return [{ iso, name: names.of(iso) ?? iso, dialCode: `+${getCountryCallingCode(iso)}`, digits }];
  });

  const shared = new Map<string, number>();
  for (const { dialCode } of base) shared.set(dialCode, (shared.get(dialCode) ?? 0) + 1);
  const list: Country[] = base.map((entry) => ({
    value: shared.get(entry.dialCode)! > 1 ? `${entry.dialCode}-${entry.iso}` : entry.dialCode,
    ...entry,
  }));

  for (const [key, digits] of Object.entries(overrides)) {
    const [dialCode = key, iso = mainCountry(dialCode)] = key.split('-');
    const entry = list.find((country) => country.dialCode === dialCode && country.iso === iso);
    if (!entry) throw new Error(`phone override ${key}: no country ${iso} with dial code ${dialCode}`);
    entry.digits = digits;
  }
  return list.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.iso.localeCompare(b.iso));
}

/** The country libphonenumber lists first for a calling code, e.g. GB for +44. */
function mainCountry(dialCode: string): string {
  const codes = metadata.country_calling_codes as Record<string, string[] | undefined>;
  const main = codes[dialCode.slice(1)]?.[0];
  if (!main) throw new Error(`unknown dial code ${dialCode}`);
  return main;
}

/** One entry per line so diffs stay readable. */
export function renderCountriesJson(list: readonly Country[]): string {
  return `[\n${list.map((country) => `  ${JSON.stringify(country)}`).join(',\n')}\n]\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const list = buildCountries();
  writeFileSync(OUTPUT, renderCountriesJson(list));
  console.log(`Wrote ${list.length} countries to ${path.relative(process.cwd(), OUTPUT)}`);
}
