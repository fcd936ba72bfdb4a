import { networkKey, peerAddress, randomSalt, webCryptoIpHasher, type ClientAddress, type IpHasher } from '../client-address.ts';
import { corsPolicy } from '../cors.ts';
import { MIN_FILL_MS, type Handler } from '../form-handler.ts';
import { errorSummary } from '../safe-error.ts';
import type { SubmitOutcome } from '../store.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { MAX_RESUME_BYTES, readResumeUpload, RESUME_PROBLEMS, type ResumeProblem } from '../uploads/resume-upload.ts';
import { applicationSchema, describeApplicationError } from './application-schema.ts';
import { DEFAULT_APPLICATION_LIMITS, type ApplicationRateLimits, type ApplicationStore } from './application-store.ts';

export const APPLICATION_SENT_PATH = '/application-sent/';
export const APPLICATION_NOT_SENT_PATH = '/application-not-sent/';

/** Why an application was not stored: the not-sent page's fragment, which shows the matching text. */
export type ApplicationNotSentCode =
  `invalid-${string}` | `resume-${ResumeProblem}` | 'origin' | 'too-many' | 'store-down' | 'server-error';

export interface ApplicationHandlerOptions {
  /** Browser origins that may post; '*' allows any. The function's own origin always may. */
  allowedOrigins?: readonly string[];
  clientAddress?: ClientAddress;
  ipHashSalt?: string;
  ipHasher?: (salt: string) => IpHasher;
  rateLimits?: Partial<ApplicationRateLimits>;
  log?: (message: string, error?: unknown) => void;
  info?: (message: string) => void;
  /** Clock for a plain post's submission id (tests). */
  now?: () => number;
}

export const APPLICATION_MESSAGES = {
  method: 'Method not allowed: send the application with POST.',
  origin: 'This website is not allowed to send applications.',
  storeDown: 'We could not save your application right now. Please try again in a minute.',
  serverBug: 'Something went wrong on our side. Please try again, or email us your résumé.',
} as const;

export function tooManyApplications(from: 'network' | 'email', seconds: number): string {
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const wait = seconds <= 3600 ? count(Math.max(1, Math.ceil(seconds / 60)), 'minute') : count(Math.ceil(seconds / 3600), 'hour');
  return `Too many applications from ${from === 'network' ? 'your network' : 'this email address'}. Please try again in ${wait}.`;
}

/**
 * The id of a plain form post (no JavaScript, so no id from the browser): a SHA-256 of the fields,
 * the résumé's bytes and the UTC day, shaped as a UUID. A double post is stored once.
 */
export async function plainPostSubmissionId(fields: Record<string, string | undefined>, resume: Uint8Array<ArrayBuffer>, now: number) {
  const fileHash = new Uint8Array(await crypto.subtle.digest('SHA-256', resume));
  const canonical = JSON.stringify([new Date(now).toISOString().slice(0, 10), Object.entries(fields).sort(), Array.from(fileHash)]);
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical))).slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The submit-application function: a multipart post of the form on a position's page, with its
 * résumé. The island asks for JSON (Accept: application/json) and gets `{ success }` or `{ error,
 * field }` with a 4xx; a plain form post gets a 303 to the sent page, or to the not-sent page with
 * a fixed code in the fragment (never a field value). The contact function's guards apply: the
 * Origin check, the honeypot and fill time, rate limits in Postgres, idempotency on the submission
 * id. The résumé is stored first; a row that is not stored (limit, duplicate, failure) takes its
 * file away again, so nothing is kept from a refused application.
 */
export function createApplicationHandler(store: ApplicationStore, files: FileStore, options: ApplicationHandlerOptions = {}): Handler {
  const policy = corsPolicy(options.allowedOrigins ?? []);
  const clientAddress = options.clientAddress ?? peerAddress;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, ...(error ? [error] : [])));
  const info = options.info ?? ((message: string) => console.info(message));
  const limits = { ...DEFAULT_APPLICATION_LIMITS, ...options.rateLimits };
  const hashIp = (options.ipHasher ?? webCryptoIpHasher)(options.ipHashSalt || randomSalt());
  const now = options.now ?? Date.now;

  return async (req, serveInfo) => {
    const cors = policy(req);
    const wantsJson = (req.headers.get('accept') ?? '').includes('application/json');
    const origin = req.headers.get('origin');
    const headers = { ...cors.headers, 'Cache-Control': 'no-store' };
    const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), { status, headers: { ...headers, ...extra, 'Content-Type': 'application/json; charset=utf-8' } });
    const redirect = (path: string) =>
      new Response(null, { status: 303, headers: { ...headers, Location: `${origin}${path}`, 'Referrer-Policy': 'no-referrer' } });
    const success = () => (wantsJson ? json(200, { success: true }) : redirect(APPLICATION_SENT_PATH));
    const failure = (status: number, code: ApplicationNotSentCode, error: string, extra: Record<string, string> = {}) =>
      wantsJson
        ? json(status, { error, ...(code.startsWith('invalid-') && { field: code.slice(8) }) }, extra)
        : redirect(`${APPLICATION_NOT_SENT_PATH}#${code}`);

    try {
      if (req.method === 'OPTIONS') {
        return cors.allowed
          ? new Response(null, { status: 204, headers: cors.headers })
          : json(403, { error: APPLICATION_MESSAGES.origin });
      }
      if (req.method !== 'POST') return json(405, { error: APPLICATION_MESSAGES.method }, { Allow: 'POST, OPTIONS' });
      // A browser always sends Origin on a post; without an allowed one there is no page to send the visitor back to.
      if (!origin || origin === 'null' || !cors.allowed) return json(403, { error: APPLICATION_MESSAGES.origin });
      if (Number(req.headers.get('content-length') ?? 0) > MAX_RESUME_BYTES + 128 * 1024) {
        const { status, error } = RESUME_PROBLEMS['too-large'];
        return failure(status, 'resume-too-large', error);
      }

      const upload = await readResumeUpload(req);
      if (!upload.ok) return failure(upload.status, `resume-${upload.problem}`, upload.error);
      const parsed = applicationSchema.safeParse(upload.fields);
      if (!parsed.success) {
        const { field, error } = describeApplicationError(parsed.error);
        return failure(400, `invalid-${field}`, error);
      }
      const { website, elapsedMs, submissionId, ...fields } = parsed.data;
      if (website) {
        info('submit-application: ignored a likely bot (honeypot filled)');
        return success();
      }
      if (elapsedMs !== undefined && Number(elapsedMs) < MIN_FILL_MS) {
        info('submit-application: ignored a likely bot (filled too fast)');
        return success();
      }

      const { resume } = upload;
      const id = submissionId ?? (await plainPostSubmissionId(fields, resume.bytes, now()));
      const address = clientAddress(req, serveInfo);
      let outcome: SubmitOutcome;
      try {
        await files.put(resume.storedName, resume.bytes, resume.contentType);
      } catch (error) {
        log('submit-application: storing the résumé failed', errorSummary(error));
        return failure(503, 'store-down', APPLICATION_MESSAGES.storeDown, { 'Retry-After': '60' });
      }
      try {
        outcome = await store.submitApplication(
          {
            submissionId: id,
            position: fields.position,
            name: fields.name,
            email: fields.email,
            country: fields.country,
            profileUrl: fields.profileUrl ?? null,
            note: fields.note ?? '',
            resumeFile: resume.storedName,
            resumeName: resume.originalName,
            resumeType: resume.type,
            resumeBytes: resume.bytes.byteLength,
            clientIpHash: address ? await hashIp(address) : null,
          },
          { network: address ? await hashIp(networkKey(address)) : null, ...limits },
        );
      } catch (error) {
        await files.remove(resume.storedName).catch(() => {});
        log('submit-application: store failed', errorSummary(error));
        return failure(503, 'store-down', APPLICATION_MESSAGES.storeDown, { 'Retry-After': '60' });
      }
      if (outcome.outcome !== 'inserted') await files.remove(resume.storedName);
      if (outcome.outcome === 'limited') {
        return failure(429, 'too-many', tooManyApplications(outcome.full, outcome.seconds), { 'Retry-After': String(outcome.seconds) });
      }
      return success();
    } catch (error) {
      log('submit-application: unexpected error', errorSummary(error));
      return failure(500, 'server-error', APPLICATION_MESSAGES.serverBug);
    }
  };
}
