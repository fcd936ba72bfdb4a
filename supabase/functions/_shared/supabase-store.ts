import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { fromDbEffect, fromDbOutcome, toApplicationDbLimits, toDbClaim, toDbDeferred, toDbLimits, toDbRow } from './db-row.ts';
import type { ApplicationStore, ContactStore, LeadStore, NewsletterStore } from './store.ts';

/**
 * Calls submit_contact_form (or submit_form_lead, submit_job_application, ...) through PostgREST (rpc) with the
 * service role key: the limits and the insert are one statement in Postgres, shared by every function instance. The client is made on first
 * use, so missing settings answer 503 (and are logged) instead of crashing the worker.
 */
export function supabaseStore(
  env: () => { url?: string; serviceRoleKey?: string },
): ContactStore & LeadStore & NewsletterStore & ApplicationStore {
  let client: SupabaseClient | undefined;
  const connect = () => {
    const { url, serviceRoleKey } = env();
    if (!url || !serviceRoleKey) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set');
    return createClient(url, serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  };
  const rpc = async (fn: string, args: Record<string, unknown>): Promise<unknown> => {
    client ??= connect();
    const { data, error } = await client.rpc(fn, args);
    // The SQLSTATE only: PostgREST's message and `details` can quote the failing row.
    if (error) throw Object.assign(new Error(`${fn} failed`), { code: error.code });
    return data;
  };
  const call = async (fn: string, args: Record<string, unknown>) => fromDbOutcome(await rpc(fn, args));
  return {
    submit: (row, limits) => call('submit_contact_form', { submission: toDbRow(row), limits: toDbLimits(limits) }),
    submitLead: (row, limits) => call('submit_form_lead', { lead: row, limits: toDbLimits(limits) }),
    subscribe: (row, limits) => call('subscribe_newsletter', { lead: row, limits: toDbLimits(limits) }),
    submitApplication: (row, limits) => call('submit_job_application', { application: row, limits: toApplicationDbLimits(limits) }),
    confirmSubscription: async (tokenHash) => (await rpc('confirm_newsletter', { token_hash: tokenHash })) === true,
    unsubscribe: async (tokenHash) => (await rpc('unsubscribe_newsletter', { token_hash: tokenHash })) === true,
    renewConfirmation: async (email, { confirmHash, unsubscribeHash }) =>
      (await rpc('renew_newsletter_confirmation', { address: email, confirm_hash: confirmHash, unsubscribe_hash: unsubscribeHash })) ===
      true,
    claimEffects: async (claim) => {
      const effects = await rpc('claim_form_effects', toDbClaim(claim));
      if (!Array.isArray(effects)) throw new Error('claim_form_effects gave an unexpected answer');
      return effects.map(fromDbEffect);
    },
    finishEffects: async (ids) => void (await rpc('finish_form_effects', { effects: ids })),
    deferEffects: async (deferred) => void (await rpc('defer_form_effects', { outcomes: JSON.parse(toDbDeferred(deferred)) })),
  };
}
