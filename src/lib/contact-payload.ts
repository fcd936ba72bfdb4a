import type { ContactPayloadInput } from '@shared/contact-schema';
import { DEFAULT_COUNTRY } from '../../content/countries.ts';

/** The contact form's values as the inputs hold them (employees is the number input's text). */
export interface ContactForm {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phone: string;
  company: string;
  employees: string;
  message: string;
  callConsent: boolean;
}

export const emptyContactForm: ContactForm = {
  firstName: '',
  lastName: '',
  email: '',
  countryCode: DEFAULT_COUNTRY,
  phone: '',
  company: '',
  employees: '',
  message: '',
  callConsent: false,
};

function trimmed(form: ContactForm) {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    countryCode: form.countryCode,
    phone: form.phone.trim(),
    company: form.company.trim(),
    employees: form.employees.trim(),
    message: form.message.trim(),
  };
}

/** JSON body for send-contact-form; submissionId stays the same across retries of one submission. */
export function toRequestBody(form: ContactForm, submissionId: string): ContactPayloadInput {
  const fields = trimmed(form);
  return {
    ...fields,
    // A number when it is one; anything else goes as typed so the server names the field.
    employees: /^\d+$/.test(fields.employees) ? Number(fields.employees) : fields.employees,
    callConsent: form.callConsent,
    submissionId,
  };
}

/** The spec's supplementary webhook payload, form-encoded. */
export function toWebhookBody(form: ContactForm, now: Date): URLSearchParams {
  return new URLSearchParams({
    ...trimmed(form),
    callConsent: String(form.callConsent),
    timestamp: now.toISOString(),
    source: 'website_contact_form',
    action: 'schedule_consultation',
  });
}
