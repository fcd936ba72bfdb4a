import { printable } from '../../supabase/functions/_shared/control-characters.ts';
import { eraseOutbox } from '../outbox-mailer.ts';
import type { PgliteStore } from '../pglite-store.ts';
import { columnsFor, leadEntry, toTable } from './entries.ts';
import type { FailedEffect, HeldLead } from './stored-rows.ts';

/** The emails and webhooks given up, as a table under a line saying how to send them again; '' when there is none. */
export function failedEffectsText(failed: readonly FailedEffect[]): string {
  if (failed.length === 0) return '';
  const rows = failed.map((effect) => ({
    form: effect.kind,
    owed: effect.kind,
    createdAt: effect.createdAt,
    email: effect.email,
    attempts: String(effect.attempts),
    failedAt: effect.failedAt.toISOString(),
    lastError: effect.lastError ?? '',
    submissionId: effect.submissionId,
  }));
  const table = toTable(rows, ['owed', 'createdAt', 'email', 'attempts', 'failedAt', 'lastError']);
  return `${failed.length} email${failed.length === 1 ? '' : 's'} or webhooks given up (npm run submissions -- --retry-failed sends them again):\n${table}`;
}

/**
 * The leads whose team email was held, one table per form with its fields, under a line saying why; '' when there
 * is none. The team reads here what its inbox never got.
 */
export function heldLeadsText(held: readonly HeldLead[]): string {
  if (held.length === 0) return '';
  const forms = [...new Set(held.map((lead) => lead.form))];
  const tables = forms.map((form) => {
    const rows = held.filter((lead) => lead.form === form).map((lead) => ({ ...leadEntry(lead), heldAt: lead.heldAt }));
    const columns = columnsFor(form).filter((column) => column !== 'form');
    return `${printable(form)}:\n${toTable(rows, [...columns.slice(0, 1), 'heldAt', ...columns.slice(1)])}`;
  });
  const heading =
    `${held.length} lead${held.length === 1 ? '' : 's'} whose email to the team's inbox was held (at most 10 per form in 10 minutes; ` +
    'a digest counted them; --form <form> --csv gives their full text):';
  return [heading, ...tables].join('\n');
}

/** Makes every given-up email and webhook due again; answers the line to print. */
export async function retryFailed(store: PgliteStore): Promise<string> {
  const again = await store.retryFailedEffects();
  if (again === 0) return 'Nothing was given up: nothing to send again.';
  return `${again} email${again === 1 ? '' : 's'} or webhooks are due again: the local server sends them when it starts, and within a minute while it runs.`;
}

/** Erases one person from every form (a deletion request under the privacy policy); answers the line to print. */
export async function eraseSubmissions(store: PgliteStore, email: string): Promise<string> {
  const erased = await store.erase(email);
  if (erased === 0) return `No submissions from ${printable(email)}.`;
  return `Erased ${erased} submission${erased === 1 ? '' : 's'} from ${printable(email)}.`;
}

/** Erases the emails to one person, or answering to them, from the local outbox; answers the line to print. */
export async function eraseEmails(outbox: string, email: string): Promise<string> {
  const erased = await eraseOutbox(outbox, email);
  return `Erased ${erased} email${erased === 1 ? '' : 's'} to or from ${printable(email)} from ${outbox}.`;
}
