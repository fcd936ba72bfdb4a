import type { LeadFormName } from '@shared/forms/leads/lead-forms';

export const LEAD_FUNCTION = 'submit-form';

/**
 * Where a lead form posts (without JavaScript, and the JSON its island sends): the Supabase project's
 * submit-form function, or with no project configured the local backend on the site's own origin.
 */
export function leadFormAction(supabaseUrl: string | undefined, name: LeadFormName): string {
  const base = supabaseUrl?.trim().replace(/\/+$/, '') ?? '';
  return `${base}/functions/v1/${LEAD_FUNCTION}/${name}`;
}
