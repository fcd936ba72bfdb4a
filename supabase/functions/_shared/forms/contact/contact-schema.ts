import { z } from 'zod/mini';
import { ATTRIBUTION_LABELS, attributionChecks } from '../attribution.ts';
import { contactFields, mapContactFields, type ContactFieldName } from './contact-fields.ts';
import { MULTI_LINE, SINGLE_LINE } from '../../control-characters.ts';

// The one contact payload schema: the form validates with it, the function validates again.

type ErrorMap = (issue: { code?: string; input?: unknown }) => string;

export const typeError =
  (expected: string): ErrorMap =>
  (issue) =>
    issue.input === undefined || issue.input === null ? 'this field is required.' : `expected ${expected}.`;

// With the u flag this matches only a lone surrogate: Postgres cannot store one (PostgREST answers an error).
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** Refuses control characters (control-characters.ts); multi-line text may hold tabs and line breaks. */
const withoutControlCharacters = ({ multiLine = false } = {}) =>
  z.regex(multiLine ? MULTI_LINE : SINGLE_LINE, 'control characters are not allowed.');

/** A required, trimmed, length-capped string without control characters. */
export function text(max: number, { multiLine = false } = {}) {
  return z.string({ error: typeError('text') }).check(
    z.trim(),
    withoutControlCharacters({ multiLine }),
    z.refine((value: string) => !LONE_SURROGATE.test(value), 'it holds a character that cannot be saved; please retype it.'),
    z.minLength(1, 'this field is required.'),
    z.maxLength(max, `use at most ${max} characters.`),
  );
}

/** A required single-line text of at most `max` characters. */
export const singleLineText = (max: number) => text(max);

/** A required email address, as every form checks it. */
export const emailCheck = text(254).check(z.regex(z.regexes.email, 'enter a valid email address such as name@company.com.'));

const employeesError = 'enter a whole number of at least 1.';

const employees = z.pipe(
  z.union(
    [
      z.number({ error: employeesError }),
      z.pipe(
        z.string().check(z.trim(), z.regex(/^\d{1,9}$/, employeesError)),
        z.transform((value: string) => Number(value)),
      ),
    ],
    { error: (issue) => (issue.input === undefined || issue.input === null ? 'this field is required.' : employeesError) },
  ),
  z.int({ error: employeesError }).check(z.minimum(1, employeesError), z.maximum(10_000_000, 'enter at most 10,000,000.')),
);

/** Each field's check, keyed by the field names of contact-fields.ts. */
const fieldChecks = {
  firstName: text(100),
  lastName: text(100),
  email: emailCheck,
  countryCode: text(10).check(z.regex(/^\+\d{1,4}(-[A-Z]{2})?$/, 'choose a country code from the list.')),
  phone: text(15).check(z.regex(/^\d{5,15}$/, 'use 5 to 15 digits only.')),
  company: text(200),
  employees,
  message: text(5000, { multiLine: true }),
  callConsent: z.boolean({ error: typeError('true or false') }),
} satisfies Record<ContactFieldName, z.core.$ZodType>;

/** The form's fields, without the submission id the browser adds when it sends. */
export const contactFieldsSchema = z.object(fieldChecks, { error: 'expected a JSON object with the contact form fields.' });

const fillTimeError = 'expected a number of milliseconds of at least 0.';

/**
 * What every form's request carries beside its fields: the submission id, and the two bot signals, `website`
 * (a honeypot people never see) and `elapsedMs` (time since the form was first shown), never stored.
 */
export const requestChecks = {
  submissionId: z.uuid({ error: (issue) => typeError('a UUID')(issue) }),
  website: z.optional(z.string({ error: typeError('text') }).check(z.trim(), z.maxLength(1000, 'use at most 1000 characters.'))),
  elapsedMs: z.optional(z.number({ error: fillTimeError }).check(z.minimum(0, fillTimeError))),
};

/** The request's own fields in error sentences. */
export const REQUEST_LABELS: Record<string, string> = { submissionId: 'submission id', website: 'website', elapsedMs: 'fill time' };

/**
 * What the browser sends; unknown fields are stripped. The function stores the form's fields, the
 * submission id and where the lead came from (attribution.ts); `website` (a honeypot people never see) and `elapsedMs` (time since the form was first
 * shown) only tell bots apart and are never stored.
 */
export const contactSchema = z.extend(contactFieldsSchema, { ...attributionChecks, ...requestChecks });

export type ContactFields = z.output<typeof contactFieldsSchema>;
export type ContactPayload = z.output<typeof contactSchema>;
export type ContactPayloadInput = z.input<typeof contactSchema>;

/** The names of the fields in error sentences: the form's, then the request's own. */
const FIELD_LABELS: Record<string, string> = {
  ...mapContactFields((name) => contactFields[name].errorLabel),
  ...REQUEST_LABELS,
  ...ATTRIBUTION_LABELS,
};

/** One sentence naming the first bad field, e.g. 'Invalid email: enter a valid email address ...'. */
export function describeContactError(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const key = issue.path[0];
  const label = key === undefined ? 'request' : (FIELD_LABELS[String(key)] ?? String(key));
  return `Invalid ${label}: ${issue.message}`;
}
