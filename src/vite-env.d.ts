/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly SITE_URL?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_CONTACT_WEBHOOK_URL?: string;
  readonly VITE_PLAUSIBLE_DOMAIN?: string;
  /** Cloudflare Turnstile's site key (components/turnstile/): read at build like the VITE_ variables. */
  readonly TURNSTILE_SITE_KEY?: string;
}
