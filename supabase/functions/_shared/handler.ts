import { networkKey, peerAddress, randomSalt, webCryptoIpHasher, type ClientAddress, type IpHasher } from './client-address.ts';
import { contactSchema, describeContactError } from './contact-schema.ts';
import { corsPolicy, type CorsAnswer } from './cors.ts';
import { FORM_MEDIA_TYPE, handleFormPost } from './form-post.ts';
import { readLimited, TooLarge } from './read-body.ts';
import { errorSummary } from './safe-error.ts';
import { DEFAULT_RATE_LIMITS, type ContactStore, type RateLimits, type SubmitOutcome } from './store.ts';

/** A person needs a few seconds to fill the form; a script that posts sooner gets a silent success. */
export const MIN_FILL_MS = 3000;

export interface HandlerOptions {
  /** Largest accepted body in bytes (default 16 KB). */
  maxBodyBytes?: number;
  /** Browser origins that may call the function; '*' allows any. The function's own origin always may. */
  allowedOrigins?: readonly string[];
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
}

/** Web-standard; `info` is Deno.serve's second argument (the node adapter passes the same shape). */
export type Handler = (req: Request, info?: unknown) => Promise<Response>;

export const MESSAGES = {
  method: 'Method not allowed: send the contact form with POST.',
  contentType: 'Unsupported content type: send the contact form as application/json or as a plain HTML form post.',
  notJson: 'The request body is not valid JSON.',
  unreadable: 'The request body could not be read.',
  origin: 'This website is not allowed to send the contact form.',
  storeDown: 'We could not save your message right now. Please try again in a minute.',
  serverBug: 'Something went wrong on our side. Please try again or contact us directly.',
} as const;

export function tooManyMessage(from: 'network' | 'email', seconds: number): string {
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const wait = seconds <= 60 ? count(seconds, 'second') : count(Math.ceil(seconds / 60), 'minute');
  const who = from === 'network' ? 'your network' : 'this email address';
  return `Too many messages from ${who}. Please try again in ${wait}.`;
}

const jsonResponse = (status: number, body: unknown, headers: Record<string, string>) =>
  new Response(JSON.stringify(body), { status, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } });

function botReason(website: string | undefined, elapsedMs: number | undefined): string | undefined {
  if (website) return 'honeypot filled';
  if (elapsedMs === undefined) return 'no fill time';
  if (elapsedMs < MIN_FILL_MS) return 'filled too fast';
  return undefined;
}

export function createHandler(store: ContactStore, options: HandlerOptions = {}): Handler {
  const maxBodyBytes = options.maxBodyBytes ?? 16 * 1024;
  const policy = corsPolicy(options.allowedOrigins ?? []);
  const clientAddress = options.clientAddress ?? peerAddress;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, ...(error ? [error] : [])));
  const info = options.info ?? ((message: string) => console.info(message));
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  if (!options.ipHashSalt) log('send-contact-form: IP_HASH_SALT is not set; client IP hashes use a random per-process salt.');
  const hashIp = (options.ipHasher ?? webCryptoIpHasher)(options.ipHashSalt || randomSalt());
  const tooLarge = `The request is larger than ${Math.round(maxBodyBytes / 1024)} KB: please shorten your message.`;

  async function handle(req: Request, serveInfo: unknown, cors: CorsAnswer): Promise<Response> {
    const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      jsonResponse(status, body, { ...cors.headers, ...extra });
    const success = () => json(200, { success: true });

    if (req.method === 'OPTIONS') {
      return cors.allowed ? new Response(null, { status: 204, headers: cors.headers }) : json(403, { error: MESSAGES.origin });
    }
    if (req.method !== 'POST') return json(405, { error: MESSAGES.method }, { Allow: 'POST, OPTIONS' });
    const mediaType = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (mediaType === FORM_MEDIA_TYPE) {
      // A browser's plain form post (JavaScript off or not yet loaded): the JSON path below, then a 303.
      const submitJson = (json: Request) => handle(json, serveInfo, cors);
      return handleFormPost(req, { originAllowed: cors.allowed, fillMs: MIN_FILL_MS, submitJson });
    }
    if (mediaType !== 'application/json' && !mediaType.endsWith('+json')) {
      return json(400, { error: MESSAGES.contentType });
    }
    if (Number(req.headers.get('content-length') ?? 0) > maxBodyBytes) return json(413, { error: tooLarge });

    let bytes: Uint8Array | typeof TooLarge;
    try {
      bytes = await readLimited(req, maxBodyBytes);
    } catch {
      return json(400, { error: MESSAGES.unreadable });
    }
    if (bytes === TooLarge) return json(413, { error: tooLarge });

    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return json(400, { error: MESSAGES.notJson });
    }

    const parsed = contactSchema.safeParse(body);
    if (!parsed.success) return json(400, { error: describeContactError(parsed.error) });
    const { website, elapsedMs, ...fields } = parsed.data;

    // Bots get the answer a person gets, so they learn nothing; nothing is stored or counted.
    const bot = botReason(website, elapsedMs);
    if (bot) {
      info(`send-contact-form: ignored a likely bot (${bot})`);
      return success();
    }

    const address = clientAddress(req, serveInfo);
    let answer: SubmitOutcome;
    try {
      answer = await store.submit(
        { ...fields, clientIpHash: address ? await hashIp(address) : null },
        {
          network: address ? await hashIp(networkKey(address)) : null,
          perNetworkPerMinute: limits.perNetworkPerMinute,
          perEmailPerHour: limits.perEmailPerHour,
        },
      );
    } catch (error) {
      log('send-contact-form: store failed', errorSummary(error));
      return json(503, { error: MESSAGES.storeDown }, { 'Retry-After': '60' });
    }
    if (answer.outcome === 'limited') {
      return json(429, { error: tooManyMessage(answer.full, answer.seconds) }, { 'Retry-After': String(answer.seconds) });
    }
    return success(); // inserted, or a retry of a stored submission
  }

  return async (req, serveInfo) => {
    let headers: Record<string, string> = { Vary: 'Origin' };
    try {
      const answer = policy(req);
      headers = answer.headers;
      return await handle(req, serveInfo, answer);
    } catch (error) {
      log('send-contact-form: unexpected error', errorSummary(error));
      return jsonResponse(500, { error: MESSAGES.serverBug }, headers);
    }
  };
}
