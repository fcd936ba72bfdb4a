import { contactFields, mapContactFields, type ContactFieldName, type ContactTextName } from '@shared/forms/contact/contact-fields';
import type { ContactPayloadInput } from '@shared/forms/contact/contact-schema';
import { DEFAULT_COUNTRY } from '../../content/countries.ts';

/** The contact form's values as the inputs hold them: text, a boolean for the checkbox (employees is the number input's text). */
export type ContactFormValues = { [K in ContactFieldName]: K extends ContactTextName ? string : boolean };

export const emptyContactForm: ContactFormValues = {
  ...(mapContactFields((name) => (contactFields[name].input === 'checkbox' ? false : '')) as ContactFormValues),
  countryCode: DEFAULT_COUNTRY,
};

/** A field as the function takes it: text trimmed, a whole number as a number, the checkbox as a boolean. */
function sendValue(name: ContactFieldName, value: string | boolean): string | number | boolean {
  if (typeof value === 'boolean') return value;
  const text = value.trim();
  // A number when it is one; anything else goes as typed so the server names the field.
  return contactFields[name].input === 'number' && /^\d+$/.test(text) ? Number(text) : text;
}

/** JSON body for send-contact-form; submissionId stays the same across retries of one submission. */
export function toRequestBody(form: ContactFormValues, submissionId: string): ContactPayloadInput {
  return { ...mapContactFields((name) => sendValue(name, form[name])), submissionId } as ContactPayloadInput;
}

/** The automation webhook's payload, form-encoded: every field as typed (trimmed), when, and what it came from. */
export function toWebhookBody(form: ContactFormValues, now: Date): URLSearchParams {
  return new URLSearchParams({
    ...mapContactFields((name) => String(form[name]).trim()),
    timestamp: now.toISOString(),
    source: 'website_contact_form',
    action: 'schedule_consultation',
  });
}
