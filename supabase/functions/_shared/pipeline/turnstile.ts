import { formSubmissionId, TURNSTILE_FIELD, type FormAnswer } from '../http/form-post.ts';
import { errorSummary } from '../safe-error.ts';

// Cloudflare Turnstile, when TURNSTILE_SECRET_KEY is set: its widget puts a token in every form (the hidden input
// cf-turnstile-response), and a send is stored only once Cloudflare's siteverify has accepted that token. Tokens
// are good for one check; the same send again (a retry after a lost answer or a 503) asks with the same
// idempotency key, so Cloudflare answers it as it did the first time.

export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Cloudflare's tokens are at most 2,048 characters: a longer one is not worth asking about. */
const MAX_TOKEN_LENGTH = 2048;

/** How long the check may take before the send is answered 503 (the function's whole answer waits for it). */
const VERIFY_TIMEOUT_MS = 5000;

export const TURNSTILE_MESSAGES = {
  unverified: 'Please complete the check that you are human, then send again.',
  unavailable: 'We could not check that you are human right now. Please try again in a minute.',
};

/** The not-sent pages' code for a plain post without a token Cloudflare accepts (a browser without JavaScript sends none). */
export const TURNSTILE_NOT_SENT_CODE = 'human-check';

/** What the not-sent pages of a build with Turnstile say for that code (features/*-not-sent.ts). */
export const TURNSTILE_NOT_SENT = {
  [TURNSTILE_NOT_SENT_CODE]: `${TURNSTILE_MESSAGES.unverified} The check needs JavaScript: if it is off, please turn it on.`,
};

/** Error codes that are the site's configuration or Cloudflare's trouble, never the visitor's. */
const NOT_THE_VISITORS = new Set(['missing-input-secret', 'invalid-input-secret', 'internal-error']);

/** What siteverify said: the token passed, it did not (with Cloudflare's codes), or no verdict could be had. */
export type TurnstileVerdict = { outcome: 'passed' } | { outcome: 'failed'; codes: string[] } | { outcome: 'unavailable'; reason: string };

export interface VerifyRequest {
  token: string;
  /** The visitor's address as the function reads it (CLIENT_IP_HEADER, else the peer). */
  remoteIp?: string | undefined;
  secret: string;
  /** Another siteverify (a test's stand-in); default Cloudflare's. */
  verifyUrl?: string;
  /** A UUID: the same for a retry of the same check, so it gets the first answer again. */
  idempotencyKey?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Asks siteverify about a token (a form-encoded POST) and reads its JSON answer; never throws. */
export async function verifyTurnstile({
  token,
  remoteIp,
  secret,
  verifyUrl = TURNSTILE_VERIFY_URL,
  idempotencyKey,
  fetch: fetchFn = fetch,
  timeoutMs = VERIFY_TIMEOUT_MS,
}: VerifyRequest): Promise<TurnstileVerdict> {
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  if (idempotencyKey) form.set('idempotency_key', idempotencyKey);
  let answer: unknown;
  try {
    // The signal bounds the answer's body too, not only its headers.
    const res = await fetchFn(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) {
      await res.body?.cancel();
      return { outcome: 'unavailable', reason: `siteverify answered ${res.status}` };
    }
    answer = await res.json();
  } catch (error) {
    return { outcome: 'unavailable', reason: errorSummary(error) };
  }
  if (!isRecord(answer) || typeof answer.success !== 'boolean') return { outcome: 'unavailable', reason: 'siteverify answered no verdict' };
  if (answer.success) return { outcome: 'passed' };
  const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].filter((code) => typeof code === 'string') : [];
  if (codes.some((code) => NOT_THE_VISITORS.has(code)))
    return { outcome: 'unavailable', reason: `siteverify answered ${codes.join(', ')}` };
  return { outcome: 'failed', codes };
}

/** The function's settings: the secret, and another siteverify (TURNSTILE_VERIFY_URL, a test's stand-in). */
export interface TurnstileSettings {
  secret: string;
  verifyUrl?: string;
}

/** One send as the pipeline hands it over: the body as it came (the schema drops the token), its id, the client's address. */
export interface TurnstileSend {
  body: unknown;
  submissionId: string;
  address: string | undefined;
}

/** The pipeline's log lines: why a check could not be made, and a refused token's codes; never the token or the address. */
export interface TurnstileLogs {
  logName: string;
  log: (message: string) => void;
  info: (message: string) => void;
}

const tokenOf = (body: unknown) => {
  const token = isRecord(body) ? body[TURNSTILE_FIELD] : undefined;
  return typeof token === 'string' && token !== '' && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
};

const unverified: FormAnswer = { status: 400, body: { error: TURNSTILE_MESSAGES.unverified }, code: TURNSTILE_NOT_SENT_CODE };
const unavailable: FormAnswer = { status: 503, body: { error: TURNSTILE_MESSAGES.unavailable }, headers: { 'Retry-After': '60' } };

/**
 * The answer to a send that Turnstile does not pass, or nothing when Cloudflare accepts its token: a 400 when it
 * has none or Cloudflare refuses it; a 503 with Retry-After when no verdict can be had (siteverify down or slow, a
 * secret it refuses), so that a person's send is tried again rather than lost.
 */
export async function turnstileRefusal(
  { secret, verifyUrl }: TurnstileSettings,
  { body, submissionId, address }: TurnstileSend,
  { logName, log, info }: TurnstileLogs,
): Promise<FormAnswer | undefined> {
  const token = tokenOf(body);
  if (!token) return unverified;
  // The same send with the same token asks with the same key, a new token with a new one (and, as the key is
  // made like a plain post's id, a retry past midnight UTC, which a token's five minutes rarely span).
  const idempotencyKey = await formSubmissionId({ submissionId, token }, Date.now(), ['submissionId', 'token']);
  const verdict = await verifyTurnstile({ token, remoteIp: address, secret, verifyUrl, idempotencyKey });
  if (verdict.outcome === 'passed') return undefined;
  if (verdict.outcome === 'failed') {
    info(`${logName}: Turnstile refused a token (${verdict.codes.join(', ') || 'no error code'})`);
    return unverified;
  }
  log(`${logName}: Turnstile's check could not be made (${verdict.reason})`);
  return unavailable;
}
