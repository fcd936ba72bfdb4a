import { attributionParams } from './attribution.ts';
import { contactFieldNames, contactFields, type ContactFieldName } from './contact-fields.ts';
import { contactSchema } from './contact-schema.ts';
import { readLimited, TooLarge } from './read-body.ts';

// A browser's plain form post (JavaScript off, failed or not loaded yet): every form posts here as
// application/x-www-form-urlencoded. It goes through the same JSON path (schema, honeypot, rate
// limits, exactly-once store), and the browser gets a 303 to a page that says what happened. The
// redirect carries no field value: only a fixed code in the fragment, which never reaches a server.

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
  /** The schema that names the first bad field. */
  firstIssue(body: unknown): { path: readonly PropertyKey[] } | undefined;
  /** The 403's text for a post from an origin that may not send the form. */
  refused: string;
}

export interface FormPostOptions {
  /** Whether the post's Origin may send the form (the function's CORS policy). */
  originAllowed: boolean;
  /** The fill time to report: a plain post has none, so the honeypot, origin and limits guard it. */
  fillMs: number;
  /** The JSON path of the same handler: called with the equivalent JSON request. */
  submitJson: (req: Request) => Promise<Response>;
  /** The form posted. */
  form: FormPostSpec;
  /** Clock for the submission id's day (tests). */
  now?: () => number;
}

const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });

/** The form's separators a visitor may type in a phone number; anything else is left for the schema to name. */
const phoneText = (value: string) => value.replace(/[\s().\-+/]/g, '');

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

function firstInvalidField(form: FormPostSpec, body: Record<string, unknown>): string | undefined {
  const issue = form.firstIssue(body);
  if (!issue) return undefined;
  const key = String(issue.path[0] ?? '');
  return form.fieldNames.includes(key) ? `invalid-${key}` : 'server-error';
}

/**
 * Answers a form post. The Origin is mandatory (a browser always sends it on a form post) and must
 * be allowed: it is also where the visitor is sent back to. Without an allowed origin there is no
 * page to send them to, so the answer is a plain 403.
 */
export async function handleFormPost(req: Request, options: FormPostOptions): Promise<Response> {
  const origin = req.headers.get('origin');
  if (!origin || origin === 'null' || !options.originAllowed) {
    return new Response(options.form.refused, {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const { form } = options;
  const notSent = (code: string) => redirect(`${origin}${form.notSentPath}#${code}`);

  if (Number(req.headers.get('content-length') ?? 0) > FORM_MAX_BODY_BYTES) return notSent('too-large');
  let text: string;
  try {
    const bytes = await readLimited(req, FORM_MAX_BODY_BYTES);
    if (bytes === TooLarge) return notSent('too-large');
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return notSent('server-error');
  }

  const fields = form.fields(new URLSearchParams(text));
  const submissionId = await formSubmissionId(fields, (options.now ?? Date.now)(), form.idFields);
  const body = { ...fields, submissionId, elapsedMs: options.fillMs };
  const invalid = firstInvalidField(form, body);
  if (invalid) return notSent(invalid);

  // The Referer names the page the form was on: without JavaScript, the lead's page comes from it.
  const referer = req.headers.get('referer');
  const answer = await options.submitJson(
    new Request(req.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, ...(referer && { Referer: referer }) },
      body: JSON.stringify(body),
    }),
  );
  await answer.body?.cancel();
  if (!answer.ok) return notSent(codeForStatus(answer.status));
  return redirect(`${origin}${typeof form.sentPath === 'string' ? form.sentPath : form.sentPath(body)}`);
}

/** The contact form's plain post: its fields, /message-sent/ and /message-not-sent/. */
export const contactPostSpec: FormPostSpec = {
  fields: formFields,
  idFields: contactFieldNames,
  sentPath: SENT_PATH,
  notSentPath: NOT_SENT_PATH,
  fieldNames: contactFieldNames,
  firstIssue: (body) => {
    const parsed = contactSchema.safeParse(body);
    return parsed.success ? undefined : (parsed.error.issues[0] ?? { path: [] });
  },
  refused: 'This website is not allowed to send the contact form.',
};
