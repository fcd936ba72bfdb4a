// Supabase Edge Function entry (Deno) of every lead form: /functions/v1/submit-form/<form name>. All behaviour
// lives in ../_shared/forms/leads/lead-function.ts; settings in ../_shared/config.ts,
// ../_shared/delivery/mail-config.ts and ../_shared/links.ts.
import { functionOptionsFromEnv } from '../_shared/config.ts';
import { createLeadHandler } from '../_shared/forms/leads/lead-function.ts';
import { supabaseLinks } from '../_shared/links.ts';
import { mailSettingsFromEnv } from '../_shared/delivery/mail-config.ts';
import { withCanonicalPath } from '../_shared/request-path.ts';
import { supabaseStore } from '../_shared/db/supabase-store.ts';

const env = (name: string) => Deno.env.get(name);
const store = supabaseStore(() => ({ url: env('SUPABASE_URL'), serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY') }));
const mail = mailSettingsFromEnv(env);
if (!mail.resend) console.warn('submit-form: RESEND_API_KEY is not set, so no email is sent.');
if (!mail.siteUrl) console.warn('submit-form: SITE_URL is not set, so links in emails point at the function.');

const mailer = mail.resend ?? { send: async () => {} };
// Every link in an email points at the configured addresses: SITE_URL, and SUPABASE_URL for the function's own pages.
// pg_cron asks it every minute, with the service role key, to deliver what is due (deliver_due_form_effects).
const deliveryKey = env('SUPABASE_SERVICE_ROLE_KEY');
Deno.serve(
  withCanonicalPath(
    createLeadHandler(
      { store, mailer, links: supabaseLinks(env), teamEmail: mail.teamEmail, deliveryKey },
      functionOptionsFromEnv('submit-form', env),
    ),
  ),
);
