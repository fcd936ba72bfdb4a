import { corsPolicy, type CorsAnswer } from './cors.ts';
import { FORM_MEDIA_TYPE, formPostOrigin, formPostRedirect, readFormPost, type FormPostSpec } from './form-post.ts';
import { MIN_FILL_MS } from '../pipeline/bot-check.ts';
import type { Handler } from '../pipeline/form-spec.ts';
import type { FormMessages } from '../pipeline/messages.ts';
import type { SubmitBody } from '../pipeline/submission.ts';
import { readLimited, TooLarge } from './read-body.ts';
import { errorSummary } from '../safe-error.ts';
import { readUploadPost, type FormUpload } from '../uploads/upload-post.ts';

/** What the HTTP intake of one form needs to know of it. */
export interface IntakeSpec {
  logName: string;
  messages: FormMessages;
  post: FormPostSpec;
  upload?: FormUpload | undefined;
}

export interface IntakeOptions {
  maxBodyBytes?: number | undefined;
  allowedOrigins?: readonly string[] | undefined;
  ownOrigins?: readonly string[] | undefined;
}

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string>) =>
  new Response(JSON.stringify(body), { status, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } });

const mediaTypeOf = (req: Request) => (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** JSON from the island or a script: only from an allowed origin, within the size limit, valid UTF-8 JSON. */
async function jsonPost(
  req: Request,
  cors: CorsAnswer,
  messages: FormMessages,
  maxBodyBytes: number,
): Promise<{ body: unknown } | Response> {
  const json = (status: number, body: unknown) => jsonResponse(status, body, cors.headers);
  // A browser sends it only after a preflight, which that origin was refused: a script sent this one.
  if (!cors.allowed) return json(403, { error: messages.origin });
  let bytes: Uint8Array | typeof TooLarge;
  try {
    bytes = await readLimited(req, maxBodyBytes);
  } catch {
    return json(400, { error: messages.unreadable });
  }
  if (bytes === TooLarge) return json(413, { error: messages.tooLarge(Math.round(maxBodyBytes / 1024)) });
  try {
    return { body: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch {
    return json(400, { error: messages.notJson });
  }
}

/**
 * The HTTP intake of a form function: CORS and the Origin check, the method, the media type, the bounded read, and
 * a browser's plain post (its fields as the JSON body with a fill time of its own, answered with a 303) or a form
 * with a file (multipart/form-data, the island asking for JSON). What it reads goes to `submit`; an unexpected error
 * is a 500 with a sentence, never a crash.
 */
export function formIntake(
  spec: IntakeSpec,
  options: IntakeOptions,
  submit: SubmitBody,
  log: (message: string, error?: unknown) => void,
): Handler {
  const { messages, post, upload } = spec;
  const maxBodyBytes = options.maxBodyBytes ?? 16 * 1024;
  const policy = corsPolicy(options.allowedOrigins ?? [], options.ownOrigins ?? []);

  /** A plain form post without a file: its fields as the JSON body (a fill time of its own), then a 303. */
  async function formPost(req: Request, serveInfo: unknown, cors: CorsAnswer): Promise<Response> {
    const origin = formPostOrigin(req, cors.allowed);
    if (!origin) return new Response(messages.origin, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    const read = await readFormPost(req, post, Date.now());
    const answer =
      'code' in read
        ? { status: 400, body: {}, code: read.code }
        : await submit({ ...read.body, elapsedMs: MIN_FILL_MS }, req, serveInfo, true);
    return formPostRedirect(origin, post, answer, 'body' in read ? read.body : undefined);
  }

  /** A form with a file: the island asks for JSON (Accept), a plain post gets a 303; the Origin is required either way. */
  async function uploadPost(req: Request, serveInfo: unknown, cors: CorsAnswer, files: FormUpload): Promise<Response> {
    const wantsJson = (req.headers.get('accept') ?? '').includes('application/json');
    const origin = formPostOrigin(req, cors.allowed);
    if (!origin) return jsonResponse(403, { error: messages.origin }, cors.headers);
    const read = await readUploadPost(req, files, post, { fillMs: MIN_FILL_MS, now: Date.now() });
    const answer = 'answer' in read ? read.answer : await submit(read.body, req, serveInfo, !wantsJson, read.file);
    if (!wantsJson) return formPostRedirect(origin, post, answer);
    // The island focuses the field named.
    const body = answer.field ? { ...answer.body, field: answer.field } : answer.body;
    return jsonResponse(answer.status, body, { ...cors.headers, ...answer.headers, 'Cache-Control': 'no-store' });
  }

  async function handle(req: Request, serveInfo: unknown, cors: CorsAnswer): Promise<Response> {
    const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      jsonResponse(status, body, { ...cors.headers, ...extra });
    if (req.method === 'OPTIONS') {
      return cors.allowed ? new Response(null, { status: 204, headers: cors.headers }) : json(403, { error: messages.origin });
    }
    if (req.method !== 'POST') return json(405, { error: messages.method }, { Allow: 'POST, OPTIONS' });
    if (upload) return uploadPost(req, serveInfo, cors, upload);
    const mediaType = mediaTypeOf(req);
    // A browser's plain form post (JavaScript off or not yet loaded): the JSON path below, then a 303.
    if (mediaType === FORM_MEDIA_TYPE) return formPost(req, serveInfo, cors);
    if (mediaType !== 'application/json' && !mediaType.endsWith('+json')) return json(400, { error: messages.contentType });
    const read = await jsonPost(req, cors, messages, maxBodyBytes);
    if (read instanceof Response) return read;
    const answer = await submit(read.body, req, serveInfo, false);
    return json(answer.status, answer.body, answer.headers);
  }

  return async (req, serveInfo) => {
    let headers: Record<string, string> = { Vary: 'Origin' };
    try {
      const answer = policy(req);
      headers = answer.headers;
      return await handle(req, serveInfo, answer);
    } catch (error) {
      log(`${spec.logName}: unexpected error`, errorSummary(error));
      return jsonResponse(500, { error: messages.serverBug }, headers);
    }
  };
}
