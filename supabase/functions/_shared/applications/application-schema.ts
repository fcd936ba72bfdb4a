import { z } from 'zod/mini';
import { text } from '../contact-schema.ts';
import { applicationFields, CONSENT_VALUE } from './application-fields.ts';

/** A position's slug, as in its address /careers/<slug>. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isWebAddress = (value: string) => {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:';
};

/** An optional field: sent empty (a form always sends its inputs), it is left out. */
const optionalText = (max: number) =>
  z
    .pipe(
      z.optional(z.string()),
      z.transform((value: string | undefined) => (value?.trim() ? value.trim() : undefined)),
    )
    .check(z.refine((value) => value === undefined || value.length <= max, `use at most ${max} characters.`));

/**
 * The application's text fields as a multipart body carries them (all strings), checked; unknown
 * fields are stripped. `website` (the honeypot) and `elapsedMs` (time since the form was first
 * shown, sent by the island) only tell bots apart and are never stored; a plain form post has
 * no submission id or fill time.
 */
export const applicationSchema = z.object({
  position: text(100).check(z.regex(SLUG, 'open the form from the position’s page.')),
  name: text(applicationFields.name.max),
  email: text(applicationFields.email.max).check(z.regex(z.regexes.email, 'enter a valid email address such as name@company.com.')),
  country: text(applicationFields.country.max),
  profileUrl: optionalText(applicationFields.profileUrl.max).check(
    z.refine((value) => value === undefined || isWebAddress(value), 'enter a full address starting with https://, or leave it empty.'),
  ),
  note: optionalText(applicationFields.note.max),
  consent: z
    .string({ error: 'tick the box so that we may keep your application.' })
    .check(z.refine((value) => value === CONSENT_VALUE, 'tick the box so that we may keep your application.')),
  submissionId: z.optional(z.uuid('expected a UUID.')),
  website: z.optional(z.string()),
  elapsedMs: z.optional(z.string().check(z.regex(/^\d{1,10}$/, 'expected a number of milliseconds.'))),
});

/** The field of the first problem and one sentence naming it: 'Invalid email: enter a valid email address ...'. */
export function describeApplicationError(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): {
  field: string;
  error: string;
} {
  const issue = error.issues[0];
  const field = String(issue?.path[0] ?? 'request');
  const label = field in applicationFields ? applicationFields[field as keyof typeof applicationFields].errorLabel : field;
  return { field, error: `Invalid ${label}: ${issue?.message ?? 'invalid request.'}` };
}
