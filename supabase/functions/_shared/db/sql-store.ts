import type { CallDatabase } from './call-database.ts';
import { fromDbEffect, fromDbOutcome, toApplicationDbLimits, toDbClaim, toDbDeferred, toDbLimits, toDbRow } from './db-row.ts';
import type { ApplicationStore, ContactStore, LeadStore, NewsletterStore } from './store.ts';

/** Every store the form functions write through: each database function mapped once, over either adapter. */
export type SqlStore = ContactStore & LeadStore & NewsletterStore & ApplicationStore;

/**
 * The forms' store on the SQL functions of supabase/migrations: the limits and the insert are one statement in
 * Postgres, shared by every function instance, with the effects a row owes queued in the same transaction.
 */
export function sqlStore(call: CallDatabase): SqlStore {
  const outcome = async (fn: string, args: Record<string, unknown>) => fromDbOutcome(await call(fn, args));
  const done = async (fn: string, args: Record<string, unknown>) => (await call(fn, args)) === true;
  return {
    submit: (row, limits) => outcome('submit_contact_form', { submission: toDbRow(row), limits: toDbLimits(limits) }),
    submitLead: (row, limits) => outcome('submit_form_lead', { lead: row, limits: toDbLimits(limits) }),
    subscribe: (row, limits) => outcome('subscribe_newsletter', { lead: row, limits: toDbLimits(limits) }),
    submitApplication: (row, limits) => outcome('submit_job_application', { application: row, limits: toApplicationDbLimits(limits) }),
    confirmSubscription: (tokenHash) => done('confirm_newsletter', { token_hash: tokenHash }),
    unsubscribe: (tokenHash) => done('unsubscribe_newsletter', { token_hash: tokenHash }),
    renewConfirmation: (email, { confirmHash, unsubscribeHash }) =>
      done('renew_newsletter_confirmation', { address: email, confirm_hash: confirmHash, unsubscribe_hash: unsubscribeHash }),
    claimEffects: async (claim) => {
      const effects = await call('claim_form_effects', toDbClaim(claim), 'set');
      if (!Array.isArray(effects)) throw new Error('claim_form_effects gave an unexpected answer');
      return effects.map(fromDbEffect);
    },
    finishEffects: async (ids) => void (await call('finish_form_effects', { effects: ids })),
    deferEffects: async (deferred) => void (await call('defer_form_effects', { outcomes: toDbDeferred(deferred) })),
  };
}
