/**
 * The job application form's fields, once: the form on each position's page renders them, the
 * function checks them (application-schema.ts) and stores them (supabase/migrations, job_applications),
 * and the not-sent page says what each needs (the résumé's own reasons are uploads/resume-upload.ts's).
 * The résumé is the file field; `position` is the position's slug, a hidden field.
 */
export const applicationFields = {
  position: {
    label: 'Position',
    input: 'hidden',
    autoComplete: 'off',
    required: true,
    max: 100,
    errorLabel: 'position',
    notSent: 'Please open the form from the position’s page and send it from there.',
  },
  name: {
    label: 'Full name',
    input: 'text',
    autoComplete: 'name',
    required: true,
    max: 100,
    errorLabel: 'name',
    notSent: 'Please enter your full name.',
  },
  email: {
    label: 'Email',
    input: 'email',
    autoComplete: 'email',
    required: true,
    max: 254,
    errorLabel: 'email',
    notSent: 'Please enter a valid email address such as name@company.com.',
  },
  country: {
    label: 'Country you live in',
    input: 'country',
    autoComplete: 'country-name',
    required: true,
    max: 100,
    errorLabel: 'country',
    notSent: 'Please choose the country you live in.',
  },
  profileUrl: {
    label: 'LinkedIn or portfolio URL (optional)',
    input: 'url',
    autoComplete: 'url',
    required: false,
    max: 500,
    errorLabel: 'LinkedIn or portfolio URL',
    notSent: 'The LinkedIn or portfolio URL must be a full address starting with https://, or left empty.',
  },
  resume: {
    label: 'Résumé (PDF or Word, at most 5 MB)',
    input: 'file',
    autoComplete: 'off',
    required: true,
    max: 0,
    errorLabel: 'résumé',
  },
  note: {
    label: 'A short note (optional)',
    input: 'textarea',
    autoComplete: 'off',
    required: false,
    max: 2000,
    errorLabel: 'note',
    notSent: 'Your note is too long: please keep it under 2,000 characters.',
  },
  consent: {
    label: 'PayLean may keep my application and résumé for 12 months to consider me for this and similar roles.',
    input: 'checkbox',
    autoComplete: 'off',
    required: true,
    max: 0,
    errorLabel: 'consent',
    notSent: 'Please tick the box that lets us keep your application.',
  },
} as const;

/** The checkbox's value when ticked. */
export const CONSENT_VALUE = 'yes';

/**
 * The job application as the forms pipeline takes it, declared as data as the lead forms are (lead-forms.ts):
 * applications/application-handler.ts makes its FormSpec, the not-sent page lists its fields' reasons, and
 * `npm run submissions -- --form application` filters on its name. Its rows go to job_applications, its résumé
 * to private storage, and each new one to the leads webhook.
 */
export const applicationForm = {
  name: 'application',
  /** The form in the function's sentences: 'Method not allowed: send the application with POST.' */
  noun: 'the application',
  item: 'application',
  items: 'applications',
  fields: applicationFields,
  /** The file field: the résumé, read as it streams and checked by its bytes (uploads/resume-upload.ts). */
  file: 'resume',
  sentPath: '/application-sent/',
  notSentPath: '/application-not-sent/',
  /** Stricter than the other forms', counted in slots of their own (submit_job_application). */
  rateLimits: { perNetworkPerHour: 5, perEmailPerDay: 5 },
} as const;
