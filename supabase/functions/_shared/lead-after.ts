import { errorSummary } from './safe-error.ts';
import type { StoredRow } from './form-handler.ts';
import type { LeadFormDefinition } from './lead-forms.ts';
import type { LeadPayload } from './lead-schema.ts';
import type { Email, Mailer } from './mail.ts';
import { calendarEvent, calendarLinks } from './webinars/calendar-event.ts';
import type { WebinarCatalog } from './webinars/session.ts';
import { invitationEmail, recordingEmail } from './webinars/webinar-emails.ts';

interface AfterContext {
  /** False for a retry of a stored lead: the visitor gets the link again, but no second email. */
  inserted: boolean;
  /** A subscription's confirmation email, when one is due (lead-handler.ts makes it). */
  confirmation?: Email;
  /** The sessions a webinar form names (checked by the schema before the lead was stored). */
  webinars: WebinarCatalog;
  siteUrl: string;
  mailer: Mailer;
  /** A failed email is logged: the lead is stored and the link is on the page. */
  log: (message: string, error?: unknown) => void;
}

/** What the visitor gets once their lead is stored; the answer joins the function's JSON reply. */
export async function sendAfter(
  form: LeadFormDefinition,
  row: StoredRow<LeadPayload>,
  { inserted, confirmation, webinars, siteUrl, mailer, log }: AfterContext,
): Promise<Record<string, unknown> | void> {
  const after = form.after;
  if (!after) return;
  const send = async (email: Email) => {
    try {
      await mailer.send(email);
    } catch (error) {
      log(`submit-form/${form.name}: the email could not be sent`, errorSummary(error));
    }
  };
  if (after.kind === 'confirm-subscription') {
    if (confirmation) await send(confirmation);
    return;
  }
  if (after.kind === 'webinar-invitation' || after.kind === 'webinar-recording') {
    const session = webinars.find(String((row as Record<string, unknown>).session));
    if (!session) return;
    if (after.kind === 'webinar-invitation') {
      if (inserted) await send(invitationEmail(session, row.email, siteUrl));
      return { links: calendarLinks(calendarEvent(session, { siteUrl }), session.slug) };
    }
    if (!session.recording) return;
    if (inserted) await send(recordingEmail({ ...session, recording: session.recording }, row.email));
    return { link: session.recording };
  }
  const link = new URL(after.path, siteUrl).href;
  if (inserted) await send({ to: row.email, subject: after.subject, text: `${after.intro}\n\n${link}\n\nThe PayLean team\n`, link });
  return { link: after.path };
}
