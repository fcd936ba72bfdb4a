// Supabase Edge Function entry (Deno). All behaviour lives in ../_shared/handler.ts.
import { createHandler } from '../_shared/handler.ts';
import { supabaseStore } from './supabase-store.ts';

const store = supabaseStore(() => ({
  url: Deno.env.get('SUPABASE_URL'),
  serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY'),
}));

Deno.serve(createHandler(store));
