import { attributionParams } from '../attribution.ts';

/** Where a lead form's plain post goes when it was not stored; its fragment names why (features/forms/). */
export const LEAD_NOT_SENT_PATH = '/form-not-sent/';

/**
 * The JSON body of a declared form's plain post (a lead form's, the job application's): its declared fields, the
 * attribution inputs and the honeypot.
 */
export function formFieldsFor(form: { fields: Record<string, { input: string }> }, params: URLSearchParams): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, { input }] of Object.entries(form.fields)) {
    const value = params.get(name);
    // A checkbox is sent only when ticked (and then with a value).
    if (input === 'checkbox') fields[name] = Boolean(value);
    else if (value !== null) fields[name] = value;
  }
  const website = params.get('website');
  if (website) fields.website = website;
  return { ...fields, ...attributionParams(params) };
}
