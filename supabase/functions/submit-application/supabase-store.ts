import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { toApplicationDbLimits, toApplicationDbRow, type ApplicationStore } from '../_shared/applications/application-store.ts';
import { fromDbOutcome } from '../_shared/db-row.ts';

/** Calls submit_job_application through PostgREST (rpc) with the service role key; the client is made on first use. */
export function supabaseApplicationStore(env: () => { url?: string; serviceRoleKey?: string }): ApplicationStore {
  let client: SupabaseClient | undefined;
  const connect = () => {
    const { url, serviceRoleKey } = env();
    if (!url || !serviceRoleKey) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set');
    return createClient(url, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  };
  return {
    async submitApplication(row, limits) {
      client ??= connect();
      const { data, error } = await client.rpc('submit_job_application', {
        application: toApplicationDbRow(row),
        limits: toApplicationDbLimits(limits),
      });
      // The SQLSTATE only: PostgREST's message can quote the failing row.
      if (error) throw Object.assign(new Error('submit_job_application failed'), { code: error.code });
      return fromDbOutcome(data);
    },
  };
}
