import { describe, expect, test } from 'vitest';
import { countries, findCountry, type Country } from '../../content/countries.ts';
import { emptyContactForm, type ContactFormValues } from '../../features/contact/contact-payload.ts';
import { validateContact } from '../../features/contact/contact-validation.ts';
import { ann } from '../fixtures/contact.ts';

const filled: ContactFormValues = {
  ...ann,
  employees: '25',
  message: 'Payroll takes us two days a month.',
  callConsent: true,
};

const form = (patch: Partial<ContactFormValues>): ContactFormValues => ({ ...filled, ...patch });

const INVALID_EMAIL = { title: 'Invalid email address', description: 'Please enter a valid email address with @ symbol.' };
const MISSING = { title: 'Missing required fields', description: 'Please fill in first name, email, and phone number.' };
const length = (country: string, n: number, m: number) => ({
  title: 'Invalid phone number length',
  description: `Phone number for ${country} should be ${n} digits. You entered ${m} digits.`,
});

describe('validateContact', () => {
  test('a complete form passes', () => {
    expect(validateContact(filled)).toBeNull();
  });

  test('1. a typed email without @ is invalid, before any other check', () => {
    expect(validateContact(form({ email: 'ann.acme.example' }))).toEqual(INVALID_EMAIL);
    expect(validateContact(form({ email: 'ann', firstName: '', phone: '' }))).toEqual(INVALID_EMAIL);
    expect(validateContact(form({ email: 'ann', phone: '1' }))).toEqual(INVALID_EMAIL);
  });

  test('2. missing first name, email or phone', () => {
    expect(validateContact(form({ firstName: '' }))).toEqual(MISSING);
    expect(validateContact(form({ firstName: '   ' }))).toEqual(MISSING);
    expect(validateContact(form({ phone: '' }))).toEqual(MISSING);
    // Decision: an empty email is a missing field, not an email without '@'.
    expect(validateContact(form({ email: '' }))).toEqual(MISSING);
    expect(validateContact(form({ email: '  ' }))).toEqual(MISSING);
    expect(validateContact(emptyContactForm)).toEqual(MISSING);
  });

  test('2 comes before 3', () => {
    expect(validateContact(form({ firstName: '', phone: '12' }))).toEqual(MISSING);
  });

  test('3. wrong phone length names US, Canada or the selected country', () => {
    expect(validateContact(form({ phone: '415555014' }))).toEqual(length('US', 10, 9));
    expect(validateContact(form({ phone: '41555501420' }))).toEqual(length('US', 10, 11));
    expect(validateContact(form({ countryCode: '+1-CA', phone: '12345' }))).toEqual(length('Canada', 10, 5));
    expect(validateContact(form({ countryCode: '+44-GB', phone: '7400123456' }))).toEqual(length('selected country', 11, 10));
    expect(validateContact(form({ countryCode: '+7-KZ', phone: '123' }))).toEqual(length('selected country', 10, 3));
  });

  test('3. the exact length passes for every country in the list', () => {
    for (const country of countries) {
      const phone = '9'.repeat(country.digits);
      expect(validateContact(form({ countryCode: country.value, phone })), country.value).toBeNull();
      expect(validateContact(form({ countryCode: country.value, phone: `${phone}9` }))?.title).toBe('Invalid phone number length');
    }
  });

  test('uses the country list it is given', () => {
    const list: Country[] = [{ value: '+1-US', iso: 'US', name: 'United States', dialCode: '+1', digits: 7 }];
    expect(validateContact(form({ phone: '1234567' }), list)).toBeNull();
    expect(validateContact(filled, list)).toEqual(length('US', 7, 10));
  });

  test('an unknown country code is reported', () => {
    expect(validateContact(form({ countryCode: '+999' }))).toEqual({
      title: 'Please check the form',
      description: 'Invalid country code: choose a country code from the list.',
    });
  });

  test('then the shared schema: its first message as a generic error', () => {
    expect(validateContact(form({ email: 'ann@' }))).toEqual({
      title: 'Please check the form',
      description: 'Invalid email: enter a valid email address such as name@company.com.',
    });
    expect(validateContact(form({ lastName: '' }))?.description).toBe('Invalid last name: this field is required.');
    expect(validateContact(form({ employees: 'many' }))?.description).toMatch(/^Invalid number of employees: /);
    expect(validateContact(form({ message: 'x'.repeat(5001) }))?.description).toMatch(/^Invalid message: /);
  });

  test("a country's own digit count passes the form check", () => {
    expect(findCountry('+61-AU')?.digits).toBe(9);
    expect(validateContact(form({ countryCode: '+61-AU', phone: '412345678' }))).toBeNull();
  });
});
