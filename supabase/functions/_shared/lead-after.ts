import { errorSummary } from './safe-error.ts';
import type { StoredRow } from './form-handler.ts';
import type { LeadFormDefinition } from './lead-forms.ts';
import type { LeadPayload } from './lead-schema.ts';
import type { Email, Mailer } from './mail.ts';

interface AfterContext {
  /** False for a retry of a stored lead: the visitor gets the link again, but no second email. */
  inserted: boolean;
  /** A subscription's confirmation email, when one is due (lead-handler.ts makes it). */
  confirmation?: Email;
  siteUrl: string;
  mailer: Mailer;
  /** A failed email is logged: the lead is stored and the link is on the page. */
  log: (message: string, error?: unknown) => void;
}

/** What the visitor gets once their lead is stored; the answer joins the function's JSON reply. */
export async function sendAfter(
  form: LeadFormDefinition,
  row: StoredRow<LeadPayload>,
  { inserted, confirmation, siteUrl, mailer, log }: AfterContext,
): Promise<Record<string, string> | void> {
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
  const link = new URL(after.path, siteUrl).href;
  if (inserted) await send({ to: row.email, subject: after.subject, text: `${after.intro}\n\n${link}\n\nThe PayLean team\n`, link });
  return { link: after.path };
}
