import { z } from 'zod/mini';
import { emailCheck, REQUEST_LABELS, requestChecks, text } from '../contact/contact-schema.ts';
import { MULTI_LINE, SINGLE_LINE } from '../../control-characters.ts';
import type { FileReference } from '../../uploads/upload-post.ts';
import { applicationFields } from './application-fields.ts';

/** A position's slug, as in its address /careers/<slug>. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isWebAddress = (value: string) => {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:';
};

/** An optional field: sent empty (a form always sends its inputs), it is left out. No control characters. */
const optionalText = (max: number, { multiLine = false } = {}) =>
  z
    .pipe(
      z.optional(z.string()),
      z.transform((value: string | undefined) => (value?.trim() ? value.trim() : undefined)),
    )
    .check(
      z.refine((value) => value === undefined || (multiLine ? MULTI_LINE : SINGLE_LINE).test(value), 'control characters are not allowed.'),
      z.refine((value) => value === undefined || value.length <= max, `use at most ${max} characters.`),
    );

/**
 * The application's text fields as the pipeline reads them from the multipart body (formFieldsFor: strings,
 * and the consent as true when ticked), checked; unknown fields are stripped. The résumé is read and checked
 * as it streams (uploads/resume-upload.ts), before this.
 */
export const applicationSchema = z.object({
  position: text(applicationFields.position.max).check(z.regex(SLUG, 'open the form from the position’s page.')),
  name: text(applicationFields.name.max),
  email: emailCheck,
  country: text(applicationFields.country.max),
  profileUrl: optionalText(applicationFields.profileUrl.max).check(
    z.refine((value) => value === undefined || isWebAddress(value), 'enter a full address starting with https://, or leave it empty.'),
  ),
  note: optionalText(applicationFields.note.max, { multiLine: true }),
  consent: z.literal(true, { error: 'tick the box so that we may keep your application.' }),
  ...requestChecks,
});

/** An application as the pipeline stores it: its checked fields and the kept résumé (never its bytes). */
export type ApplicationPayload = z.output<typeof applicationSchema> & { resume?: FileReference };

/** One sentence naming the first bad field: 'Invalid email: enter a valid email address ...'. */
export function describeApplicationError(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  const field = String(issue?.path[0] ?? 'request');
  const label =
    field in applicationFields ? applicationFields[field as keyof typeof applicationFields].errorLabel : (REQUEST_LABELS[field] ?? field);
  return `Invalid ${label}: ${issue?.message ?? 'invalid request.'}`;
}
