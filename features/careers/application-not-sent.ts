import { applicationForm } from '@shared/forms/application/application-fields';
import { RESUME_PROBLEMS } from '@shared/uploads/resume-upload';
import { TURNSTILE_NOT_SENT } from '@shared/pipeline/turnstile';

/**
 * What /application-not-sent/ says for each reason the function gives in the fragment (a plain post of the
 * application): the résumé's problems as the function words them, then each field's, then the pipeline's own.
 */
export const APPLICATION_NOT_SENT_REASONS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(RESUME_PROBLEMS).map(([problem, { error }]) => [`${applicationForm.file}-${problem}`, error])),
  ...Object.fromEntries(
    Object.entries(applicationForm.fields).flatMap(([name, field]) => ('notSent' in field ? [[`invalid-${name}`, field.notSent]] : [])),
  ),
  'too-many': 'Too many applications were sent from your network or email address. Please try again later.',
  'store-down': 'We could not save your application right now. Please try again in a minute.',
  origin: 'This website is not allowed to send applications.',
  'server-error': 'Something went wrong on our side. Please try again, or email us your résumé.',
  // Only in a build with Turnstile: without one, the page is what it was.
  ...(import.meta.env.TURNSTILE_SITE_KEY ? TURNSTILE_NOT_SENT : {}),
};
