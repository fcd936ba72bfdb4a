export const CONTACT_FUNCTION = 'send-contact-form';

/**
 * Where the contact form posts without JavaScript (and what the hydrated form sends JSON to): the
 * Supabase project's function, or, with no project configured, the local backend on the site's own
 * origin (decisions.md). A root-relative path then, so the prerendered HTML needs no host.
 */
export function contactFormAction(supabaseUrl: string | undefined): string {
  const base = supabaseUrl?.trim().replace(/\/+$/, '') ?? '';
  return `${base}/functions/v1/${CONTACT_FUNCTION}`;
}
