import { contactFieldsSchema, describeContactError } from '@shared/forms/contact/contact-schema';
import {
  INVALID_COUNTRY,
  INVALID_EMAIL,
  INVALID_FORM_TITLE,
  MISSING_FIELDS,
  phoneLengthError,
  type ToastMessage,
} from '../../content/contact-messages.ts';
import { countries as allCountries, findCountry, phoneLabel, type Country } from '../../content/countries.ts';
import type { ContactFormValues } from './contact-payload.ts';

/**
 * The submit checks, each with its toast, in this order: a typed email without '@', the required
 * fields, the phone's digit count for the country; then the shared schema. Null when the form may be sent.
 */
export function validateContact(form: ContactFormValues, countries: readonly Country[] = allCountries): ToastMessage | null {
  const email = form.email.trim();
  // An empty email is a missing field ('Missing required fields' names the email, which a literal '@' test
  // on '' would make unreachable); only a typed email without '@' is 'Invalid email address'.
  if (email !== '' && !email.includes('@')) return INVALID_EMAIL;
  if (!form.firstName.trim() || !email || !form.phone.trim()) return MISSING_FIELDS;

  const country = findCountry(form.countryCode, countries);
  if (!country) {
    return { title: INVALID_FORM_TITLE, description: INVALID_COUNTRY };
  }
  const digits = form.phone.replace(/\D/g, '').length;
  if (digits !== country.digits) return phoneLengthError(phoneLabel(country.value), country.digits, digits);

  const parsed = contactFieldsSchema.safeParse(form);
  if (!parsed.success) return { title: INVALID_FORM_TITLE, description: describeContactError(parsed.error) };
  return null;
}
