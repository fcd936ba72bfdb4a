import type { GoalForm } from '../delivery/analytics-goals.ts';
import type { ClientAddress, IpHasher } from '../http/client-address.ts';
import type { Background, EffectRunner, QueuedEffect } from '../delivery/effects.ts';
import type { FormPostSpec } from '../http/form-post.ts';
import type { GoalSender } from '../delivery/server-goals.ts';
import type { RateLimits, SubmitLimits, SubmitOutcome } from '../db/store.ts';
import type { TurnstileSettings } from './turnstile.ts';
import type { FormUpload } from '../uploads/upload-post.ts';
import type { LeadNotifier } from '../delivery/webhook.ts';
import type { FormMessages } from './messages.ts';

// One pipeline for every form: the contact form, the lead forms and the job application with its résumé are each a
// FormSpec run by createFormHandler (form-handler.ts), so they share every guarantee: CORS and the Origin check, the
// plain form post with its 303, size limits (the HTTP intake, http/intake.ts), the schema's 4xx with a sentence a
// person understands, the honeypot and the fill time, Turnstile, rate limits and idempotency in Postgres, what a
// stored row owes (an email, the leads webhook) delivered once after the answer (the submission steps,
// submission.ts), and never a 5xx for bad input. A form with a file (FormSpec.upload) is posted as
// multipart/form-data, by the island and without JavaScript alike.

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
