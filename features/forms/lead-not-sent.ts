import { leadForms } from '@shared/forms/leads/lead-forms';
import { TURNSTILE_NOT_SENT } from '@shared/pipeline/turnstile';

/** What /form-not-sent/ says for each reason the function gives in the fragment (a lead form's plain post). */
export const LEAD_NOT_SENT_REASONS: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(leadForms).flatMap((form) => Object.entries(form.fields).map(([name, field]) => [`invalid-${name}`, field.notSent])),
  ),
  origin: 'This website is not allowed to send this form.',
  'too-large': 'What you sent is too long: please shorten it.',
  'too-many': 'Too many requests were sent from your network or email address. Please try again in a few minutes.',
  'store-down': 'We could not save your request right now. Please try again in a minute.',
  'server-error': 'Something went wrong on our side. Please try again or contact us directly.',
  // Only in a build with Turnstile: without one, the page is what it was.
  ...(import.meta.env.TURNSTILE_SITE_KEY ? TURNSTILE_NOT_SENT : {}),
};

export const LEAD_NOT_SENT_GENERIC = 'Please check the form and try again, or contact us directly.';
