import type { ContactPayloadInput } from '@shared/contact-schema';
import { toRequestBody, type ContactForm } from '../contact-payload.ts';

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
export function toSendBody(form: ContactForm, submissionId: string, { honeypot, shownAt, now }: BotSignals): ContactPayloadInput {
  return {
    ...toRequestBody(form, submissionId),
    website: honeypot,
    elapsedMs: shownAt === null ? 0 : Math.max(0, Math.round(now - shownAt)),
  };
}
