import { TEAM_EMAIL, VISITOR_EMAIL, type QueuedEffect } from '../../delivery/effects.ts';
import type { StoredRow } from '../../pipeline/form-spec.ts';
import type { LeadFormDefinition } from './lead-form-types.ts';
import { RESPONSE_TIME } from './lead-forms.ts';
import type { LeadPayload } from './lead-schema.ts';
import type { Email } from '../../delivery/mail.ts';
import { calendarEvent, calendarLinks } from '../../webinars/calendar-event.ts';
import type { WebinarCatalog } from '../../webinars/session.ts';
import { invitationEmail, recordingEmail } from '../../webinars/webinar-emails.ts';

// What the visitor gets once their lead is stored: the answer's links (in place, for a new lead and a retry
// alike), and the email the stored lead owes (queued with it, sent once after the answer).

interface AfterContext {
  /** The sessions a webinar form names (checked by the schema before the lead was stored). */
  webinars: WebinarCatalog;
  /** The site's configured origin, for the email's links. */
  siteUrl: string;
  /** The team's inbox, for a form that emails the team. */
  teamEmail: string;
}

const sessionOf = (row: StoredRow<LeadPayload>, webinars: WebinarCatalog) =>
  webinars.find(String((row as Record<string, unknown>).session));

/** What joins the function's JSON answer: the file's path, the recording's link, a session's calendar links. */
export function leadAnswer(
  form: LeadFormDefinition,
  row: StoredRow<LeadPayload>,
  { webinars, siteUrl }: AfterContext,
): Record<string, unknown> | void {
  const after = form.after;
  if (!after || after.kind === 'confirm-subscription' || after.kind === 'reply-by-email') return;
  if (after.kind === 'download') return { link: after.path };
  const session = sessionOf(row, webinars);
  if (!session) return;
  if (after.kind === 'webinar-invitation') return { links: calendarLinks(calendarEvent(session, { siteUrl }), session.slug) };
  return session.recording ? { link: session.recording } : undefined;
}

/** The email a stored lead owes its visitor, if any (a subscription's confirmation is the newsletter's own). */
function leadEmail(form: LeadFormDefinition, row: StoredRow<LeadPayload>, { webinars, siteUrl }: AfterContext): Email | undefined {
  const after = form.after;
  if (!after || after.kind === 'confirm-subscription') return undefined;
  if (after.kind === 'download') {
    const link = new URL(after.path, siteUrl).href;
    return { to: row.email, subject: after.subject, text: `${after.intro}\n\n${link}\n\nThe PayLean team\n`, link };
  }
  if (after.kind === 'reply-by-email') return { to: row.email, subject: after.subject, text: `${after.text}\n\nThe PayLean team\n` };
  const session = sessionOf(row, webinars);
  if (!session) return undefined;
  if (after.kind === 'webinar-invitation') return invitationEmail(session, row.email, siteUrl);
  return session.recording ? recordingEmail({ ...session, recording: session.recording }, row.email) : undefined;
}

/** The email a new lead of a form someone must answer sends the team: its fields, and a reply goes to the visitor. */
function teamEmail(form: LeadFormDefinition, row: StoredRow<LeadPayload>, to: string): Email | undefined {
  if (!form.teamEmail) return undefined;
  const values = row as Record<string, unknown>;
  const lines = Object.entries(form.fields).map(([key, field]) => {
    const value = String(values[key] ?? '').trim();
    return value.includes('\n') ? `${field.label}:\n${value}` : `${field.label}: ${value}`;
  });
  const text = `${lines.join('\n\n')}\n\nReply to this email to answer; the visitor was told we reply by email ${RESPONSE_TIME}.\n`;
  return { to, subject: form.teamEmail.subject, text, replyTo: row.email };
}

/**
 * What a stored lead owes, queued with the row: its visitor a subscription's confirmation when one is due (made
 * when it is sent: its tokens are never stored in the clear), or the form's email; and the team its email, if any.
 * A webinar invitation is about its session: a second session the same day gets its own (the join link is only there).
 */
export function leadEffects(form: LeadFormDefinition, row: StoredRow<LeadPayload>, context: AfterContext): QueuedEffect[] {
  if (form.after?.kind === 'confirm-subscription') {
    return [{ kind: 'newsletter-confirmation', when: 'confirmation-due', payload: { email: row.email } }];
  }
  const email = leadEmail(form, row, context);
  const team = teamEmail(form, row, context.teamEmail);
  const about = form.after?.kind === 'webinar-invitation' ? { about: String((row as Record<string, unknown>).session) } : {};
  return [
    ...(email ? [{ kind: VISITOR_EMAIL, when: 'stored' as const, payload: email, ...about }] : []),
    ...(team ? [{ kind: TEAM_EMAIL, when: 'new-lead' as const, payload: team }] : []),
  ];
}
