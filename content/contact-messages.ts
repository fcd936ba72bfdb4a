import {
  form,
  invalid,
  invalidEmail,
  missingFields,
  phoneLength,
  sendFailed as failed,
  sent,
} from './words/contact.json' with { type: 'json' };
import { fill } from './placeholders.ts';

// The contact form's words (content/words/contact.json): its own, and its toasts.

/** The form's name, its button while idle and while sending, the country list's button, the phone's placeholder. */
export const contactFormText = {
  ...form,
  phonePlaceholder: (digits: number) => fill(form.phonePlaceholder, { digits }),
};

/** A toast: the title line and the description under it. */
export interface ToastMessage {
  title: string;
  description: string;
}

/** Once the submission is stored. */
export const SENT: ToastMessage = sent;

/** When the send fails: the server's message, or SEND_FALLBACK when the failure carries none. */
export const sendFailed = (description: string): ToastMessage => ({ title: failed.title, description });

export const SEND_FALLBACK = failed.fallback;

// The submit checks, in the order the form runs them.

export const INVALID_EMAIL: ToastMessage = invalidEmail;

export const MISSING_FIELDS: ToastMessage = missingFields;

/** `country` as phoneLabel (content/countries.ts) names it: the US or Canada, or undefined for any other ('selected country'). */
export const phoneLengthError = (country: string | undefined, expected: number, actual: number): ToastMessage => ({
  title: phoneLength.title,
  description: fill(phoneLength.description, { country: country ?? phoneLength.otherCountry, expected, actual }),
});

/** The title of every other check's toast; its description names the field. */
export const INVALID_FORM_TITLE = invalid.title;

export const INVALID_COUNTRY = invalid.country;
