import { describe, expect, test } from 'vitest';
import { countries } from '../../content/countries.ts';
import { countryLabel, filterCountries } from '../../features/contact/fields/country-search.ts';

const names = (query: string) => filterCountries(countries, query).map((c) => c.name);

describe('filterCountries', () => {
  test('an empty query lists every country', () => {
    expect(filterCountries(countries, '')).toHaveLength(countries.length);
    expect(filterCountries(countries, '   ')).toHaveLength(countries.length);
  });

  test('finds by name, ignoring case, names that start with the query first', () => {
    expect(names('United Kingdom')).toEqual(['United Kingdom']);
    const united = names('united');
    expect(united.slice(0, 3).every((n) => n.startsWith('United'))).toBe(true);
    const guinea = names('guinea');
    expect(guinea.slice(0, 2)).toEqual(['Guinea', 'Guinea-Bissau']);
    expect(guinea).toEqual(expect.arrayContaining(['Equatorial Guinea', 'Papua New Guinea']));
    expect(names('kingdom')).toContain('United Kingdom');
  });

  test('ignores accents', () => {
    expect(names('aland')).toContain('Åland Islands');
    expect(names('ÅLAND')).toContain('Åland Islands');
  });

  test('finds by dial code, with or without +', () => {
    expect(names('+44')).toEqual(expect.arrayContaining(['United Kingdom', 'Guernsey', 'Jersey', 'Isle of Man']));
    expect(names('44')).toEqual(names('+44'));
    expect(names('+1')).toEqual(expect.arrayContaining(['United States', 'Canada']));
    expect(filterCountries(countries, '+880').map((c) => c.value)).toEqual(['+880']);
  });

  test('finds by ISO code and by the shown label', () => {
    expect(names('gb')).toContain('United Kingdom');
    expect(names('United Kingdom (+44)')).toEqual(['United Kingdom']);
  });

  test('no match is an empty list', () => {
    expect(names('Atlantis')).toEqual([]);
  });
});

describe('countryLabel', () => {
  test('is name and dial code', () => {
    expect(countryLabel({ name: 'United Kingdom', dialCode: '+44' })).toBe('United Kingdom (+44)');
  });
});
