import type { LeadFormDefinition } from './lead-forms.ts';
import { attributionParams } from './attribution.ts';

/** Where a lead form's plain post goes when it was not stored; its fragment names why (features/forms/). */
export const LEAD_NOT_SENT_PATH = '/form-not-sent/';

/** The JSON body of a lead form's plain post: its declared fields, the attribution inputs and the honeypot. */
export function formFieldsFor(form: LeadFormDefinition, params: URLSearchParams): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, { input }] of Object.entries(form.fields)) {
    const value = params.get(name);
    // A checkbox is sent only when ticked.
    if (input === 'checkbox') fields[name] = value !== null;
    else if (value !== null) fields[name] = value;
  }
  const website = params.get('website');
  if (website) fields.website = website;
  return { ...fields, ...attributionParams(params) };
}
