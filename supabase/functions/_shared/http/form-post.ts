import { attributionParams } from '../forms/attribution.ts';
import { contactFieldNames, contactFields, type ContactFieldName } from '../forms/contact/contact-fields.ts';
import { readLimited, TooLarge } from './read-body.ts';

// A browser's plain form post (JavaScript off, failed or not loaded yet): a form posts here as
// application/x-www-form-urlencoded (or multipart/form-data with a file, uploads/). It goes through the same
// path as JSON (schema, honeypot, rate limits, exactly-once store), and the browser gets a 303 to a page that
// says what happened. The redirect carries no field value: only a fixed code in the fragment, which never
// reaches a server.

export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';
/** The form's fields fit in a few KB; 48 KB leaves room for a long message in percent-encoding. */
export const FORM_MAX_BODY_BYTES = 48 * 1024;
export const SENT_PATH = '/message-sent/';
export const NOT_SENT_PATH = '/message-not-sent/';

/** Why a form post was not stored: the fragment of the not-sent page, which shows the matching text. */
export type NotSentCode = `invalid-${ContactFieldName}` | 'origin' | 'too-large' | 'too-many' | 'store-down' | 'server-error';

/** How one form's plain post maps to its JSON body, and where the browser goes after it. */
export interface FormPostSpec {
  /** The JSON body's fields (without the submission id) from the posted ones. */
  fields(params: URLSearchParams): Record<string, unknown>;
  /** The fields a plain post's submission id is made from (a double post has the same id). */
  idFields: readonly string[];
  /**
   * The page after a stored post (or, from the checked fields, the page of what the form was about: a webinar
   * session's, by its slug, never a visitor's value), and the one saying why a post was not stored (with a code
   * in its fragment).
   */
  sentPath: string | ((fields: Record<string, unknown>) => string);
  notSentPath: string;
  /** The form's fields, for the `invalid-<field>` code of the first bad one. */
  fieldNames: readonly string[];
}

/**
 * What the pipeline answers (pipeline/submission.ts) before it is sent: as JSON to the island or a script, or as a 303
 * to a plain form post.
 */
export interface FormAnswer {
  status: number;
  /** `{ success: true, ... }` or `{ error }`. */
  body: Record<string, unknown>;
  headers?: Record<string, string>;
  /** The first bad field, when the schema named one of the form's fields. */
  field?: string;
  /** Why it was not stored, as the not-sent page's fragment names it; without one, it follows from the status. */
  code?: string;
}

const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });

/** The form's separators a visitor may type in a phone number; anything else is left for the schema to name. */
const phoneText = (value: string) => value.replace(/[\s().\-+/]/g, '');

/**
 * The name Cloudflare Turnstile's widget gives the hidden input of its token (turnstile.ts): a plain post carries
 * it into the JSON body as the island's JSON does, beside the form's own fields, and the schema drops it. The site's
 * islands name it in components/turnstile/turnstile.ts (tests/unit/turnstile-site.test.ts holds the two equal).
 */
export const TURNSTILE_FIELD = 'cf-turnstile-response';

/** A plain post's fields as its JSON body: the form's own (FormPostSpec.fields) and the Turnstile token, if any. */
export function postedFields(form: FormPostSpec, params: URLSearchParams): Record<string, unknown> {
  const token = params.get(TURNSTILE_FIELD);
  return { ...form.fields(params), ...(token ? { [TURNSTILE_FIELD]: token } : {}) };
}

/** The JSON body for the form's fields, as the hydrated form would send it (without the submission id). */
export function formFields(params: URLSearchParams): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of contactFieldNames) {
    const { input } = contactFields[name];
    const value = params.get(name);
    // A checkbox is sent only when ticked.
    if (input === 'checkbox') fields[name] = value !== null;
    else if (value !== null) fields[name] = input === 'tel' ? phoneText(value) : value;
  }
  const website = params.get('website');
  if (website !== null) fields.website = website;
  return { ...fields, ...attributionParams(params) };
}

/**
 * The submission id of a form post: a SHA-256 of its fields and the UTC day, shaped as a UUID
 * (version 8). A double post (a second tap, a reload that re-posts) has the same id and is stored
 * once; the same text sent again on another day is a new message.
 */
export async function formSubmissionId(
  fields: Record<string, unknown>,
  now: number,
  names: readonly string[] = contactFieldNames,
): Promise<string> {
  const day = new Date(now).toISOString().slice(0, 10);
  const canonical = JSON.stringify([day, ...names.map((name) => fields[name] ?? null)]);
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical)));
  const bytes = hash.slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function codeForStatus(status: number): string {
  if (status === 413) return 'too-large';
  if (status === 429) return 'too-many';
  if (status === 503) return 'store-down';
  if (status === 403) return 'origin';
  return 'server-error';
}

/**
 * A plain post's answer: a 303 to the sent page (for a sent page made from the fields, those of the post's
 * stored body), or to the not-sent page with the reason's code in the fragment.
 */
export function formPostRedirect(origin: string, form: FormPostSpec, answer: FormAnswer, body: Record<string, unknown> = {}): Response {
  if (answer.status < 300) return redirect(`${origin}${typeof form.sentPath === 'string' ? form.sentPath : form.sentPath(body)}`);
  return redirect(`${origin}${form.notSentPath}#${answer.code ?? codeForStatus(answer.status)}`);
}

/** The Origin of a plain post when it may send the form: a browser always sends one, and it is where the visitor goes back to. */
export function formPostOrigin(req: Request, originAllowed: boolean): string | undefined {
  const origin = req.headers.get('origin');
  return origin && origin !== 'null' && originAllowed ? origin : undefined;
}

/** A plain post's fields as the JSON body, with the submission id made from them; a body that cannot be read names why. */
export async function readFormPost(
  req: Request,
  form: FormPostSpec,
  now: number,
): Promise<{ body: Record<string, unknown> } | { code: 'too-large' | 'server-error' }> {
  let text: string;
  try {
    const bytes = await readLimited(req, FORM_MAX_BODY_BYTES);
    if (bytes === TooLarge) return { code: 'too-large' };
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { code: 'server-error' };
  }
  const fields = postedFields(form, new URLSearchParams(text));
  return { body: { ...fields, submissionId: await formSubmissionId(fields, now, form.idFields) } };
}

/** The contact form's plain post: its fields, /message-sent/ and /message-not-sent/. */
export const contactPostSpec: FormPostSpec = {
  fields: formFields,
  idFields: contactFieldNames,
  sentPath: SENT_PATH,
  notSentPath: NOT_SENT_PATH,
  fieldNames: contactFieldNames,
};
