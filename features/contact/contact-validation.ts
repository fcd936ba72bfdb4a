import { contactFieldsSchema, describeContactError } from '@shared/contact-schema';
import { countries as allCountries, findCountry, phoneLabel, type Country } from '../../content/countries.ts';
import type { ContactFormValues } from './contact-payload.ts';

export interface ValidationError {
  title: string;
  description: string;
}

export const INVALID_EMAIL: ValidationError = {
  title: 'Invalid email address',
  description: 'Please enter a valid email address with @ symbol.',
};

export const MISSING_FIELDS: ValidationError = {
  title: 'Missing required fields',
  description: 'Please fill in first name, email, and phone number.',
};

export const INVALID_FORM_TITLE = 'Please check the form';

export function phoneLengthError(country: string, expected: number, actual: number): ValidationError {
  return {
    title: 'Invalid phone number length',
    description: `Phone number for ${country} should be ${expected} digits. You entered ${actual} digits.`,
  };
}

/** The spec's submit checks (section 5) in order, then the shared schema; null when the form may be sent. */
export function validateContact(form: ContactFormValues, countries: readonly Country[] = allCountries): ValidationError | null {
  const email = form.email.trim();
  // An empty email is a missing field (the catalogue lists email under 'Missing required fields', which a
  // literal '@' test on '' would make unreachable); only a typed email without '@' is 'Invalid email address'.
  if (email !== '' && !email.includes('@')) return INVALID_EMAIL;
  if (!form.firstName.trim() || !email || !form.phone.trim()) return MISSING_FIELDS;

  const country = findCountry(form.countryCode, countries);
  if (!country) {
    return { title: INVALID_FORM_TITLE, description: 'Invalid country code: choose a country code from the list.' };
  }
  const digits = form.phone.replace(/\D/g, '').length;
  if (digits !== country.digits) return phoneLengthError(phoneLabel(country.value), country.digits, digits);

  const parsed = contactFieldsSchema.safeParse(form);
  if (!parsed.success) return { title: INVALID_FORM_TITLE, description: describeContactError(parsed.error) };
  return null;
}
