import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { countries, DEFAULT_COUNTRY, findCountry, phoneLabel } from '../../content/countries.ts';
import { phoneOverrides } from '../../content/phone-overrides.ts';
import { buildCountries, OUTPUT, renderCountriesJson } from '../../scripts/generate-countries.ts';

// The phone lengths the form requires, with the country each dial-code-only entry means.
const REQUIRED_PHONE_LENGTHS: [value: string, iso: string, digits: number][] = [
  ['+1-US', 'US', 10],
  ['+1-CA', 'CA', 10],
  ['+44', 'GB', 11],
  ['+33', 'FR', 10],
  ['+49', 'DE', 11],
  ['+81', 'JP', 11],
  ['+86', 'CN', 11],
  ['+91', 'IN', 10],
  ['+61', 'AU', 9],
  ['+55', 'BR', 11],
  ['+65', 'SG', 8],
  ['+7-KZ', 'KZ', 10],
  ['+7-RU', 'RU', 10],
  ['+376', 'AD', 6],
  ['+676', 'TO', 5],
  ['+688', 'TV', 6],
  ['+880', 'BD', 11],
  ['+43', 'AT', 11],
];

const countrySchema = z.strictObject({
  value: z.string().regex(/^\+\d{1,4}(-[A-Z]{2})?$/),
  iso: z.string().regex(/^[A-Z]{2}$/),
  name: z.string().min(2),
  dialCode: z.string().regex(/^\+\d{1,4}$/),
  digits: z.int().min(5).max(12),
});

describe('countries.json', () => {
  test('matches its schema, with 200-250 entries', () => {
    expect(() => z.array(countrySchema).parse(countries)).not.toThrow();
    expect(countries.length).toBeGreaterThanOrEqual(200);
    expect(countries.length).toBeLessThanOrEqual(250);
  });

  test('values and ISO codes are unique; a shared dial code gets +code-ISO', () => {
    expect(new Set(countries.map((c) => c.value)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.iso)).size).toBe(countries.length);
    for (const country of countries) {
      const shared = countries.filter((c) => c.dialCode === country.dialCode).length > 1;
      expect(country.value).toBe(shared ? `${country.dialCode}-${country.iso}` : country.dialCode);
    }
  });

  test('is sorted by name', () => {
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  test.each(REQUIRED_PHONE_LENGTHS)('%s (%s) requires %i digits', (value, iso, digits) => {
    const country = countries.find((c) => c.iso === iso)!;
    expect(country.dialCode).toBe(value.split('-')[0]);
    expect(country.digits).toBe(digits);
    expect(phoneOverrides[value]).toBe(digits);
  });

  test('overrides hold exactly the required lengths', () => {
    expect(Object.keys(phoneOverrides).sort()).toEqual(REQUIRED_PHONE_LENGTHS.map(([value]) => value).sort());
  });

  test('is what the generator produces (regenerate with: npx tsx scripts/generate-countries.ts)', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(renderCountriesJson(buildCountries()));
  });

  test('an override that matches no country fails the generator', () => {
    expect(() => buildCountries({ '+1-ZZ': 10 })).toThrow(/\+1-ZZ/);
  });
});

describe('country helpers', () => {
  test('the default is the US with 10 digits', () => {
    expect(DEFAULT_COUNTRY).toBe('+1-US');
    expect(findCountry(DEFAULT_COUNTRY)).toMatchObject({ iso: 'US', name: 'United States', digits: 10 });
  });

  test('findCountry looks up option values only', () => {
    expect(findCountry('+7-KZ')?.name).toBe('Kazakhstan');
    expect(findCountry('+44-GB')?.digits).toBe(11);
    expect(findCountry('+1')).toBeUndefined();
    expect(findCountry('nope')).toBeUndefined();
  });

  test('phoneLabel names only the US and Canada', () => {
    expect(phoneLabel('+1-US')).toBe('US');
    expect(phoneLabel('+1-CA')).toBe('Canada');
    expect(phoneLabel('+44-GB')).toBeUndefined();
    expect(phoneLabel('+1-JM')).toBeUndefined();
  });
});
