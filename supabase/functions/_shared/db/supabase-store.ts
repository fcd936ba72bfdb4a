import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { CallDatabase } from './call-database.ts';
import { sqlStore, type SqlStore } from './sql-store.ts';

/**
 * The database functions through PostgREST (rpc) with the service role key. The client is made on first use, so
 * missing settings answer 503 (and are logged) instead of crashing the worker.
 */
export function supabaseRpc(env: () => { url?: string; serviceRoleKey?: string }): CallDatabase {
  let client: SupabaseClient | undefined;
  const connect = () => {
    const { url, serviceRoleKey } = env();
    if (!url || !serviceRoleKey) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set');
    return createClient(url, serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  };
  return async (fn, args) => {
    client ??= connect();
    const { data, error } = await client.rpc(fn, args);
    // The SQLSTATE only: PostgREST's message and `details` can quote the failing row.
    if (error) throw Object.assign(new Error(`${fn} failed`), { code: error.code });
    return data;
  };
}

/** The forms' store on Supabase. */
export const supabaseStore = (env: () => { url?: string; serviceRoleKey?: string }): SqlStore => sqlStore(supabaseRpc(env));
