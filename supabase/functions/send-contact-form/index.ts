// Supabase Edge Function entry (Deno). All behaviour lives in ../_shared/handler.ts; settings in ../_shared/config.ts.
import { handlerOptionsFromEnv } from '../_shared/config.ts';
import { createHandler } from '../_shared/handler.ts';
import { supabaseStore } from '../_shared/supabase-store.ts';

const store = supabaseStore(() => ({
  url: Deno.env.get('SUPABASE_URL'),
  serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY'),
}));

const env = (name: string) => Deno.env.get(name);
const options = handlerOptionsFromEnv(env);
if (!options.allowedOrigins?.length) {
  console.warn('send-contact-form: ALLOWED_ORIGINS is not set, so browsers on the site cannot read its answers.');
}
if (!env('CLIENT_IP_HEADER') && env('TRUST_FORWARDED_FOR') !== 'true') {
  console.warn('send-contact-form: no client IP header is trusted; behind a gateway every visitor shares its address.');
}

// Deno.serve passes info.remoteAddr (the TCP peer), which the client address rule uses unless a header is trusted.
Deno.serve(createHandler(store, options));
