/**
 * The phone lengths the form requires: national-number digits per option, which win over the library's
 * data (libphonenumber-js). A key without '-ISO' applies to the main country of that dial code ('+44'
 * is GB). scripts/generate-countries.ts applies them; tests/unit/countries.test.ts holds them.
 */
export const phoneOverrides: Readonly<Record<string, number>> = {
  '+1-US': 10,
  '+1-CA': 10,
  '+44': 11,
  '+33': 10,
  '+49': 11,
  '+81': 11,
  '+86': 11,
  '+91': 10,
  '+61': 9,
  '+55': 11,
  '+65': 8,
  '+7-KZ': 10,
  '+7-RU': 10,
  '+376': 6,
  '+676': 5,
  '+688': 6,
  '+880': 11,
  '+43': 11,
};
