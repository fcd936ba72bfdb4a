// Supabase Edge Function entry (Deno). All behaviour lives in ../_shared/forms/contact/contact-function.ts (the
// forms pipeline); settings in ../_shared/config.ts.
import { functionOptionsFromEnv } from '../_shared/config.ts';
import { createHandler } from '../_shared/forms/contact/contact-function.ts';
import { withCanonicalPath } from '../_shared/request-path.ts';
import { supabaseStore } from '../_shared/db/supabase-store.ts';

const env = (name: string) => Deno.env.get(name);
const store = supabaseStore(() => ({ url: env('SUPABASE_URL'), serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY') }));

// Deno.serve passes info.remoteAddr (the TCP peer), which the client address rule uses unless a header is trusted.
Deno.serve(withCanonicalPath(createHandler(store, functionOptionsFromEnv('send-contact-form', env))));
