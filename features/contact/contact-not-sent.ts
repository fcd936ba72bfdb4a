import { contactFieldNames, contactFields, type ContactFieldName } from '@shared/forms/contact/contact-fields';
import type { NotSentCode } from '@shared/http/form-post';
import { TURNSTILE_NOT_SENT } from '@shared/pipeline/turnstile';

/** What /message-not-sent/ says for each reason the function gives in the fragment (a plain form post). */
export const NOT_SENT_REASONS: Record<NotSentCode, string> = {
  ...(Object.fromEntries(contactFieldNames.map((name) => [`invalid-${name}`, contactFields[name].notSent])) as Record<
    `invalid-${ContactFieldName}`,
    string
  >),
  origin: 'This website is not allowed to send the contact form.',
  'too-large': 'Your message is too long: please shorten it.',
  'too-many': 'Too many messages were sent from your network or email address. Please try again in a few minutes.',
  'store-down': 'We could not save your message right now. Please try again in a minute.',
  'server-error': 'Something went wrong on our side. Please try again or contact us directly.',
  // Only in a build with Turnstile: without one, the page is what it was.
  ...(import.meta.env.TURNSTILE_SITE_KEY ? TURNSTILE_NOT_SENT : {}),
};

/** Shown when the page is opened without a reason. */
export const NOT_SENT_GENERIC = 'Please check the form and try again, or contact us directly.';
