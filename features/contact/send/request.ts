import type { ContactPayloadInput } from '@shared/forms/contact/contact-schema';
import { toRequestBody, type ContactFormValues } from '../contact-payload.ts';
import { newSubmissionId } from '../../../components/lib/submission-id.ts';

export const CONTACT_FUNCTION = 'send-contact-form';

/**
 * Where the contact form posts without JavaScript (and what the hydrated form sends JSON to): the
 * Supabase project's function, or, with no project configured, the local backend on the site's own
 * origin. A root-relative path then, so the prerendered HTML needs no host.
 */
export function contactFormAction(supabaseUrl: string | undefined): string {
  const base = supabaseUrl?.trim().replace(/\/+$/, '') ?? '';
  return `${base}/functions/v1/${CONTACT_FUNCTION}`;
}

interface BotSignals {
  /** What the hidden honeypot field holds: people leave it empty, form-filling bots do not. */
  honeypot: string;
  /** When the form was first on screen, and now (performance.now() milliseconds). */
  shownAt: number | null;
  now: number;
}

/**
 * The body the form sends: the full form object and submission id (toRequestBody) plus the two
 * signals the function uses to tell bots apart and never stores: `website` (the honeypot) and
 * `elapsedMs` (how long the form had been shown; the function ignores sends under a few seconds,
 * and ones without it).
 */
export function toSendBody(form: ContactFormValues, submissionId: string, { honeypot, shownAt, now }: BotSignals): ContactPayloadInput {
  return {
    ...toRequestBody(form, submissionId),
    website: honeypot,
    elapsedMs: shownAt === null ? 0 : Math.max(0, Math.round(now - shownAt)),
  };
}

/** The id a submission is sent with, and the content it was made for. */
export interface SubmissionKey {
  id: string;
  fingerprint: string;
}

/**
 * The key to send `body` with. Sending the same content again (a retry after a failure, or
 * react-query's own retries) reuses the id, so the function stores it once even if an earlier
 * attempt did arrive; changed content is a new submission with a new id. After a success the
 * caller drops the key, so the next submission gets a fresh one.
 */
export function submissionKeyFor(previous: SubmissionKey | null, body: unknown, newId: () => string = newSubmissionId): SubmissionKey {
  const fingerprint = JSON.stringify(body);
  return previous?.fingerprint === fingerprint ? previous : { id: newId(), fingerprint };
}
