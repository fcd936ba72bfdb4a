import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { ContactRow, ContactStore } from '../_shared/handler.ts';
import { toDbRow } from '../_shared/db-row.ts';

/**
 * Inserts through PostgREST with the service role key; a repeated submission_id is skipped, not an error.
 * The client is made on first use, so missing settings answer 503 (and are logged) instead of crashing the worker.
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
    async insert(row: ContactRow) {
      client ??= connect();
      const { data, error } = await client
        .from('contact_submissions')
        .upsert(toDbRow(row), { onConflict: 'submission_id', ignoreDuplicates: true })
        .select('id');
      if (error) throw new Error(`contact_submissions insert failed: ${error.message}`);
      return data.length > 0 ? 'inserted' : 'duplicate';
    },
    async has(submissionId: string) {
      client ??= connect();
      const { data, error } = await client.from('contact_submissions').select('id').eq('submission_id', submissionId).limit(1);
      if (error) throw new Error(`contact_submissions lookup failed: ${error.message}`);
      return data.length > 0;
    },
  };
}
