import type { SupabaseClient } from '@supabase/supabase-js';

/** The anon key sent to the local backend (`npm start`), which checks none. */
export const LOCAL_ANON_KEY = 'local-development-anon-key';

/** The environment names a backend URL without its key: a deploy mistake, not worth retrying. */
export class SupabaseConfigError extends Error {
  override name = 'SupabaseConfigError';
}

interface Env {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
}

/**
 * Where the client points: the Supabase project from the environment, or, with no
 * URL set, the local backend that serves the site itself (it answers /functions/v1/* on the same
 * origin) with a placeholder key. A URL without its anon key is a deploy mistake: say so.
 */
export function supabaseConfig(env: Env, origin: string): { url: string; anonKey: string } {
  const url = env.VITE_SUPABASE_URL?.trim();
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim();
  if (!url) return { url: origin, anonKey: anonKey || LOCAL_ANON_KEY };
  if (!anonKey)
    throw new SupabaseConfigError(
      'VITE_SUPABASE_URL is set but VITE_SUPABASE_ANON_KEY is not: set both, or neither for the local backend.',
    );
  return { url: url.replace(/\/+$/, ''), anonKey };
}

let client: Promise<SupabaseClient> | undefined;

/**
 * The Supabase client, created on first use: supabase-js is a dynamic import (its own chunk,
 * ~56 KB gzip, fetched on the first submit, never at page start), and createClient cannot run
 * during the Node prerender anyway. Session persisted in localStorage, tokens refreshed
 * automatically. A failed load is forgotten so the next call tries again.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) => {
      const { url, anonKey } = supabaseConfig(import.meta.env, window.location.origin);
      return createClient(url, anonKey, {
        auth: { persistSession: true, autoRefreshToken: true, storage: window.localStorage },
      });
    })
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    });
  return client;
}
