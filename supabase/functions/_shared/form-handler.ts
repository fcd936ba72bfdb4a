import { formGoalEvent, type GoalForm } from './analytics-goals.ts';
import { withRefererSource } from './attribution.ts';
import { networkKey, peerAddress, randomSalt, webCryptoIpHasher, type ClientAddress, type IpHasher } from './client-address.ts';
import { corsPolicy, type CorsAnswer } from './cors.ts';
import { runAfterAnswer, VISITOR_EMAIL, type Background, type EffectRunner, type QueuedEffect } from './effects.ts';
import { newLeadEffects } from './form-effects.ts';
import { FORM_MEDIA_TYPE, formPostOrigin, formPostRedirect, readFormPost, type FormAnswer, type FormPostSpec } from './form-post.ts';
import { readLimited, TooLarge } from './read-body.ts';
import { errorSummary } from './safe-error.ts';
import { optedOut, type GoalSender } from './server-goals.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits, type SubmitLimits, type SubmitOutcome } from './db/store.ts';
import { turnstileRefusal, type TurnstileSettings } from './turnstile.ts';
import { readUploadPost, type FormUpload, type UploadedFile } from './uploads/upload-post.ts';
import type { LeadEvent, LeadNotifier } from './webhook.ts';

// One pipeline for every form: the contact form (handler.ts), the lead forms (lead-handler.ts) and the job
// application with its résumé (applications/application-handler.ts) are each a FormSpec run by createFormHandler,
// so they share every guarantee: CORS and the Origin check, the plain form post with its 303, size limits, the
// schema's 4xx with a sentence a person understands, the honeypot and the fill time, rate limits and idempotency
// in Postgres, what a stored row owes (an email, the leads webhook) delivered once after the answer, and never a
// 5xx for bad input. A form with a file (FormSpec.upload) is posted as multipart/form-data, by the island and
// without JavaScript alike.

/** A person needs a few seconds to fill a form; a script that posts sooner gets a silent success. */
export const MIN_FILL_MS = 3000;

export interface HandlerOptions {
  /** Largest accepted body in bytes (default 16 KB). */
  maxBodyBytes?: number;
  /** Browser origins that may call the function; '*' allows any. Its own origins always may. */
  allowedOrigins?: readonly string[];
  /**
   * The function's own origins, from its configuration (the local server's addresses, SUPABASE_URL, SITE_URL),
   * never from the request, whose Host a script can forge: same-origin posts come from these.
   */
  ownOrigins?: readonly string[];
  /** Where the client address comes from (default: the TCP peer in info.remoteAddr; no header trusted). */
  clientAddress?: ClientAddress;
  /** Salt for client IP hashes (env IP_HASH_SALT); without one a random per-process salt, with a warning. */
  ipHashSalt?: string;
  /** The same HMAC-SHA-256 by another implementation (Node's synchronous one is far cheaper than WebCrypto there). */
  ipHasher?: (salt: string) => IpHasher;
  /** Defaults: 5 a minute per client network, 20 an hour per email address. */
  rateLimits?: Partial<RateLimits>;
  /** Failures and warnings (default console.error). */
  log?: (message: string, error?: unknown) => void;
  /** One-line notices such as an ignored bot (default console.info). */
  info?: (message: string) => void;
  /** Told once of each new lead, after the answer (the signed leads webhook, LEADS_WEBHOOK_URL). */
  notify?: LeadNotifier;
  /** Runs the deliveries that follow an answer (default: EdgeRuntime.waitUntil on Supabase, else nothing to add). */
  background?: Background;
  /**
   * Counts a plain post's success (JavaScript off or not yet loaded) as the form's analytics goal, after the
   * answer (PLAUSIBLE_DOMAIN, server-goals.ts); the island's own sends are counted by the browser.
   */
  goals?: GoalSender;
  /** Cloudflare Turnstile (TURNSTILE_SECRET_KEY): every send needs a token its siteverify accepts (turnstile.ts). */
  turnstile?: TurnstileSettings;
}

/** Web-standard; `info` is Deno.serve's second argument (the node adapter passes the same shape). */
export type Handler = (req: Request, info?: unknown) => Promise<Response>;

/** A form function: its handler, and the deliveries of what its stored submissions owe (effects.ts). */
export type FormFunction = Handler & { effects: EffectRunner };

/** What a form's answers say; the contact form's are in handler.ts. */
export interface FormMessages {
  method: string;
  contentType: string;
  notJson: string;
  unreadable: string;
  origin: string;
  storeDown: string;
  serverBug: string;
  tooLarge: (kb: number) => string;
  tooMany: (from: 'network' | 'email', seconds: number) => string;
}

/** The messages of a form named `noun` ('the white paper form') whose sends are `items` ('requests'). */
export function formMessages(noun: string, item: string, items: string): FormMessages {
  return {
    method: `Method not allowed: send ${noun} with POST.`,
    contentType: `Unsupported content type: send ${noun} as application/json or as a plain HTML form post.`,
    notJson: 'The request body is not valid JSON.',
    unreadable: 'The request body could not be read.',
    origin: `This website is not allowed to send ${noun}.`,
    storeDown: `We could not save your ${item} right now. Please try again in a minute.`,
    serverBug: 'Something went wrong on our side. Please try again or contact us directly.',
    tooLarge: (kb) => `The request is larger than ${kb} KB: please shorten your ${item}.`,
    tooMany: (from, seconds) => {
      const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
      const wait =
        seconds <= 60
          ? count(seconds, 'second')
          : seconds <= 3600
            ? count(Math.ceil(seconds / 60), 'minute')
            : count(Math.ceil(seconds / 3600), 'hour');
      const who = from === 'network' ? 'your network' : 'this email address';
      return `Too many ${items} from ${who}. Please try again in ${wait}.`;
    },
  };
}

/** What every form's payload carries beside its fields: the id and the two bot signals (never stored). */
export interface BasePayload {
  submissionId: string;
  email: string;
  website?: string | undefined;
  elapsedMs?: number | undefined;
}

interface Issues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

export type Parsed<P> = { success: true; data: P } | { success: false; error: Issues };

/** The row a form's store receives: the payload without the bot signals, with the client's IP hash. */
export type StoredRow<P extends BasePayload> = Omit<P, 'website' | 'elapsedMs'> & { clientIpHash: string | null };

/** One form, as the pipeline runs it. */
export interface FormSpec<P extends BasePayload> {
  /** The form's name in its leads, the webhook's events and its analytics goal: 'contact', 'white-paper', ... */
  formName: GoalForm;
  /** The log lines' prefix, e.g. 'send-contact-form'. */
  logName: string;
  messages: FormMessages;
  parse(body: unknown): Parsed<P>;
  /** One sentence naming the first bad field. */
  describeError(error: Issues): string;
  /** How a plain HTML form post maps to the JSON body, and where its 303 goes. */
  post: FormPostSpec;
  /**
   * A form with a file: its body is multipart/form-data (from the island too), the file is kept before the row is
   * stored and taken away again unless the row is new, and the row (and the webhook's event) names the kept file
   * under the file field's name, never its bytes.
   */
  upload?: FormUpload;
  /**
   * Stores the row unless a limit is full, atomically, and idempotent on its submission id, with the effects it
   * owes queued in the same transaction.
   */
  submit(row: StoredRow<P>, limits: SubmitLimits, req: Request, effects: QueuedEffect[]): Promise<SubmitOutcome>;
  /** What a stored row owes besides what every new lead does (an email to the visitor). */
  queueEffects?(row: StoredRow<P>): QueuedEffect[];
  /** Delivers the effects after the answer: the form's own kinds and every new lead's (formEffects). */
  effects: EffectRunner;
  /** What the JSON success body carries besides `success` (a link), for a new row and a retry alike. */
  answer?(row: StoredRow<P>): Record<string, unknown> | void;
}

const jsonResponse = (status: number, body: unknown, headers: Record<string, string>) =>
  new Response(JSON.stringify(body), { status, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } });

function botReason(website: string | undefined, elapsedMs: number | undefined): string | undefined {
  if (website) return 'honeypot filled';
  if (elapsedMs === undefined) return 'no fill time';
  if (elapsedMs < MIN_FILL_MS) return 'filled too fast';
  return undefined;
}

const mediaTypeOf = (req: Request) => (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

export function createFormHandler<P extends BasePayload>(form: FormSpec<P>, options: HandlerOptions = {}): FormFunction {
  const { messages, logName, upload } = form;
  const maxBodyBytes = options.maxBodyBytes ?? 16 * 1024;
  const policy = corsPolicy(options.allowedOrigins ?? [], options.ownOrigins ?? []);
  const leadEffects = newLeadEffects(options);
  const clientAddress = options.clientAddress ?? peerAddress;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, ...(error ? [error] : [])));
  const info = options.info ?? ((message: string) => console.info(message));
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  if (!options.ipHashSalt) log(`${logName}: IP_HASH_SALT is not set; client IP hashes use a random per-process salt.`);
  const hashIp = (options.ipHasher ?? webCryptoIpHasher)(options.ipHashSalt || randomSalt());
  const tooLarge = messages.tooLarge(Math.round(maxBodyBytes / 1024));
  const fieldNames = new Set(form.post.fieldNames);
  const background = options.background ?? runAfterAnswer;

  /**
   * A plain post's new row counts as the form's goal, unless the visitor asked not to be tracked. It runs after the
   * answer, so whatever goes wrong in it is logged by its kind and stops nothing else.
   */
  const countGoal = (req: Request, row: StoredRow<P>, clientAddress: string | null) => {
    const goals = options.goals;
    if (!goals || optedOut(req)) return;
    const failed = (error: unknown) => log(`${logName}: the analytics goal failed`, errorSummary(error));
    try {
      const { session, position } = row as { session?: string; position?: string };
      const referer = req.headers.get('referer');
      const page = withRefererSource(row as { page?: string }, referer).page ?? '/';
      const event = formGoalEvent(form.formName, { page, session, position });
      background(goals(event, { page, referer, userAgent: req.headers.get('user-agent') ?? '', clientAddress }).catch(failed));
    } catch (error) {
      failed(error);
    }
  };

  /**
   * What the form's row owes of its own; a bug in making it (an email) costs that email, never the lead. An email
   * to the visitor goes out at most once per form (and what of it the email is about) per inbox per 24 hours,
   * whoever asks (queue_form_effects).
   */
  const ownEffects = (row: StoredRow<P>): QueuedEffect[] => {
    try {
      const owed = form.queueEffects?.(row) ?? [];
      return owed.map(({ about, ...effect }) =>
        effect.kind === VISITOR_EMAIL
          ? { ...effect, once_a_day_per: about === undefined ? form.formName : `${form.formName}:${about}` }
          : effect,
      );
    } catch (error) {
      log(`${logName}: making what the submission owes failed`, errorSummary(error));
      return [];
    }
  };

  /** The checked body, whichever way it came: stored (with its file, if any) unless a check or a limit stops it. */
  async function submitBody(body: unknown, req: Request, serveInfo: unknown, plain: boolean, file?: UploadedFile): Promise<FormAnswer> {
    const parsed = form.parse(body);
    if (!parsed.success) {
      const key = String(parsed.error.issues[0]?.path[0] ?? '');
      const field = fieldNames.has(key) ? key : undefined;
      const error = form.describeError(parsed.error);
      return { status: 400, body: { error }, field, code: field ? `invalid-${field}` : 'server-error' };
    }
    const { website, elapsedMs, ...fields } = parsed.data;

    // Bots get the answer a person gets, so they learn nothing; nothing is stored, counted or sent.
    const bot = botReason(website, elapsedMs);
    if (bot) {
      info(`${logName}: ignored a likely bot (${bot})`);
      return { status: 200, body: { success: true } };
    }

    const address = clientAddress(req, serveInfo);
    // A person's send that Turnstile does not pass is answered so (400, or 503), before its file or row is kept.
    const refused =
      options.turnstile &&
      (await turnstileRefusal(options.turnstile, { body, submissionId: fields.submissionId, address }, { logName, log, info }));
    if (refused) return refused;
    const row = {
      ...fields,
      ...(file && upload && { [upload.field]: file.reference }),
      clientIpHash: address ? await hashIp(address) : null,
    };
    const stored = row as StoredRow<P>;
    const storeDown: FormAnswer = { status: 503, body: { error: messages.storeDown }, headers: { 'Retry-After': '60' } };
    // The file first: a row never names a file that is not kept. It is taken away again only when no row can name
    // it: a limit (nothing was stored) or a duplicate (the stored row names the first send's file). After a failure
    // it stays, since the row may have been stored before the reply was lost; a file no row names is deleted by
    // the cleanup an hour on (pg_cron on Supabase, the local server's daily retention).
    const drop = async () => {
      if (file && upload)
        await upload.files
          .remove(file.reference.storedName)
          .catch((error: unknown) => log(`${logName}: removing the file failed`, errorSummary(error)));
    };
    if (file && upload) {
      try {
        await upload.files.put(file.reference.storedName, file.bytes, file.contentType);
      } catch (error) {
        log(`${logName}: storing the file failed`, errorSummary(error));
        return storeDown;
      }
    }
    // The event carries the form's fields and the lead's source (and a kept file's name), not the client's address hash.
    const { submissionId, email, ...rest } = row;
    const data: Record<string, unknown> = { ...rest };
    delete data.clientIpHash;
    const event: LeadEvent = { form: form.formName, submissionId, email, data };
    const effects = [...ownEffects(stored), ...leadEffects.map((effect) => effect.queue(event, req))];
    let answer: SubmitOutcome;
    try {
      answer = await form.submit(
        stored,
        {
          network: address ? await hashIp(networkKey(address)) : null,
          perNetworkPerMinute: limits.perNetworkPerMinute,
          perEmailPerHour: limits.perEmailPerHour,
        },
        req,
        effects,
      );
    } catch (error) {
      log(`${logName}: store failed`, errorSummary(error));
      return storeDown;
    }
    if (answer.outcome !== 'inserted') await drop();
    if (answer.outcome === 'limited') {
      return {
        status: 429,
        body: { error: messages.tooMany(answer.full, answer.seconds) },
        headers: { 'Retry-After': String(answer.seconds) },
      };
    }
    // Stored now or before (a retry): what it owes, or still owes, goes out once after the answer.
    if (answer.effects) form.effects.afterAnswer(submissionId);
    if (plain && answer.outcome === 'inserted') countGoal(req, stored, address ?? null);
    return { status: 200, body: { success: true, ...form.answer?.(stored) } };
  }

  /** A plain form post without a file: its fields as the JSON body (a fill time of its own), then a 303. */
  async function formPost(req: Request, serveInfo: unknown, cors: CorsAnswer): Promise<Response> {
    const origin = formPostOrigin(req, cors.allowed);
    if (!origin) return new Response(messages.origin, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    const read = await readFormPost(req, form.post, Date.now());
    const answer =
      'code' in read
        ? { status: 400, body: {}, code: read.code }
        : await submitBody({ ...read.body, elapsedMs: MIN_FILL_MS }, req, serveInfo, true);
    return formPostRedirect(origin, form.post, answer, 'body' in read ? read.body : undefined);
  }

  /** A form with a file: the island asks for JSON (Accept), a plain post gets a 303; the Origin is required either way. */
  async function uploadPost(req: Request, serveInfo: unknown, cors: CorsAnswer, spec: FormUpload): Promise<Response> {
    const wantsJson = (req.headers.get('accept') ?? '').includes('application/json');
    const origin = formPostOrigin(req, cors.allowed);
    if (!origin) return jsonResponse(403, { error: messages.origin }, cors.headers);
    const read = await readUploadPost(req, spec, form.post, { fillMs: MIN_FILL_MS, now: Date.now() });
    const answer = 'answer' in read ? read.answer : await submitBody(read.body, req, serveInfo, !wantsJson, read.file);
    if (!wantsJson) return formPostRedirect(origin, form.post, answer);
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
    if (mediaType !== 'application/json' && !mediaType.endsWith('+json')) {
      return json(400, { error: messages.contentType });
    }
    // A browser sends it only after a preflight, which that origin was refused: a script sent this one.
    if (!cors.allowed) return json(403, { error: messages.origin });
    let bytes: Uint8Array | typeof TooLarge;
    try {
      bytes = await readLimited(req, maxBodyBytes);
    } catch {
      return json(400, { error: messages.unreadable });
    }
    if (bytes === TooLarge) return json(413, { error: tooLarge });

    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return json(400, { error: messages.notJson });
    }
    const answer = await submitBody(body, req, serveInfo, false);
    return json(answer.status, answer.body, answer.headers);
  }

  const handler: Handler = async (req, serveInfo) => {
    let headers: Record<string, string> = { Vary: 'Origin' };
    try {
      const answer = policy(req);
      headers = answer.headers;
      return await handle(req, serveInfo, answer);
    } catch (error) {
      log(`${logName}: unexpected error`, errorSummary(error));
      return jsonResponse(500, { error: messages.serverBug }, headers);
    }
  };
  return Object.assign(handler, { effects: form.effects });
}
