import type { NotSentCode } from '@shared/form-post';

/** What /message-not-sent/ says for each reason the function gives in the fragment (a plain form post). */
export const NOT_SENT_REASONS: Record<NotSentCode, string> = {
  'invalid-firstName': 'Please fill in your first name.',
  'invalid-lastName': 'Please fill in your last name.',
  'invalid-email': 'Please enter a valid email address with @ symbol.',
  'invalid-countryCode': 'Please choose a country code from the list.',
  'invalid-phone': 'Please enter your phone number with 5 to 15 digits.',
  'invalid-company': 'Please fill in your company name.',
  'invalid-employees': 'Please enter the number of employees as a whole number of at least 1.',
  'invalid-message': 'Please tell us about your payroll challenges (at most 5,000 characters).',
  'invalid-callConsent': 'Please tick the box to consent to being contacted by phone.',
  origin: 'This website is not allowed to send the contact form.',
  'too-large': 'Your message is too long: please shorten it.',
  'too-many': 'Too many messages were sent from your network or email address. Please try again in a few minutes.',
  'store-down': 'We could not save your message right now. Please try again in a minute.',
  'server-error': 'Something went wrong on our side. Please try again or contact us directly.',
};

/** Shown when the page is opened without a reason. */
export const NOT_SENT_GENERIC = 'Please check the form and try again, or contact us directly.';
