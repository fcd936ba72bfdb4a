/**
 * The job application form's fields, once: the form on each position's page renders them, the
 * function checks them (application-schema.ts) and stores them (supabase/migrations, job_applications).
 * The résumé is the file field; `position` is the position's slug, a hidden field.
 */
export const applicationFields = {
  name: { label: 'Full name', input: 'text', autoComplete: 'name', required: true, max: 100, errorLabel: 'name' },
  email: { label: 'Email', input: 'email', autoComplete: 'email', required: true, max: 254, errorLabel: 'email' },
  country: {
    label: 'Country you live in',
    input: 'country',
    autoComplete: 'country-name',
    required: true,
    max: 100,
    errorLabel: 'country',
  },
  profileUrl: {
    label: 'LinkedIn or portfolio URL (optional)',
    input: 'url',
    autoComplete: 'url',
    required: false,
    max: 500,
    errorLabel: 'LinkedIn or portfolio URL',
  },
  resume: { label: 'Résumé (PDF or Word, at most 5 MB)', input: 'file', autoComplete: 'off', required: true, max: 0, errorLabel: 'résumé' },
  note: { label: 'A short note (optional)', input: 'textarea', autoComplete: 'off', required: false, max: 2000, errorLabel: 'note' },
  consent: {
    label: 'PayLean may keep my application and résumé for 12 months to consider me for this and similar roles.',
    input: 'checkbox',
    autoComplete: 'off',
    required: true,
    max: 0,
    errorLabel: 'consent',
  },
} as const;

/** The checkbox's value when ticked. */
export const CONSENT_VALUE = 'yes';
