import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { fromDbOutcome, toDbLimits, toDbRow } from '../_shared/db-row.ts';
import type { ContactRow, ContactStore, SubmitLimits } from '../_shared/store.ts';

/**
 * Calls submit_contact_form through PostgREST (rpc) with the service role key: the limits and the insert are
 * one statement in Postgres, shared by every function instance. The client is made on first use, so missing
 * settings answer 503 (and are logged) instead of crashing the worker.
 */
export function supabaseStore(env: () => { url?: string; serviceRoleKey?: string }): ContactStore {
  let client: SupabaseClient | undefined;
  const connect = () => {
    const { url, serviceRoleKey } = env();
    if (!url || !serviceRoleKey) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set');
    return createClient(url, serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  };
  return {
    async submit(row: ContactRow, limits: SubmitLimits) {
      client ??= connect();
      const { data, error } = await client.rpc('submit_contact_form', { submission: toDbRow(row), limits: toDbLimits(limits) });
      // The SQLSTATE only: PostgREST's message and `details` can quote the failing row.
      if (error) throw Object.assign(new Error('submit_contact_form failed'), { code: error.code });
      return fromDbOutcome(data);
    },
  };
}
