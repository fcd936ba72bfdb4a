import { networkKey, peerAddress, randomSalt, webCryptoIpHasher } from '../http/client-address.ts';
import { DEFAULT_RATE_LIMITS, type SubmitOutcome } from '../db/store.ts';
import type { QueuedEffect } from '../delivery/effects.ts';
import { newLeadEffects } from '../delivery/form-effects.ts';
import type { FormAnswer } from '../http/form-post.ts';
import { errorSummary } from '../safe-error.ts';
import { turnstileRefusal } from './turnstile.ts';
import type { UploadedFile } from '../uploads/upload-post.ts';
import type { LeadEvent } from '../delivery/webhook.ts';
import { botReason } from './bot-check.ts';
import type { BasePayload, FormSpec, HandlerOptions, StoredRow } from './form-spec.ts';
import { goalCounter, ownEffects } from './owed.ts';

/** A body the HTTP intake has read, whichever way it came (JSON, a plain post, multipart with its file). */
export type SubmitBody = (body: unknown, req: Request, serveInfo: unknown, plain: boolean, file?: UploadedFile) => Promise<FormAnswer>;

type Log = (message: string, error?: unknown) => void;

/** The schema's verdict: the checked payload, or a 400 naming the first bad field. */
function parseStep<P extends BasePayload>(form: FormSpec<P>) {
  const fieldNames = new Set(form.post.fieldNames);
  return (body: unknown): { data: P } | { answer: FormAnswer } => {
    const parsed = form.parse(body);
    if (parsed.success) return { data: parsed.data };
    const key = String(parsed.error.issues[0]?.path[0] ?? '');
    const field = fieldNames.has(key) ? key : undefined;
    const error = form.describeError(parsed.error);
    return { answer: { status: 400, body: { error }, field, code: field ? `invalid-${field}` : 'server-error' } };
  };
}

/**
 * The file first: a row never names a file that is not kept. It is taken away again only when no row can name it:
 * a limit (nothing was stored) or a duplicate (the stored row names the first send's file). After a failure it
 * stays, since the row may have been stored before the reply was lost; a file no row names is deleted by the cleanup
 * an hour on (pg_cron on Supabase, the local server's daily retention).
 */
function fileKeeper<P extends BasePayload>(form: FormSpec<P>, log: Log, file: UploadedFile | undefined) {
  const upload = form.upload;
  return {
    keep: async (): Promise<boolean> => {
      if (!file || !upload) return true;
      try {
        await upload.files.put(file.reference.storedName, file.bytes, file.contentType);
        return true;
      } catch (error) {
        log(`${form.logName}: storing the file failed`, errorSummary(error));
        return false;
      }
    },
    drop: async () => {
      if (file && upload)
        await upload.files
          .remove(file.reference.storedName)
          .catch((error: unknown) => log(`${form.logName}: removing the file failed`, errorSummary(error)));
    },
  };
}

/** The event of a new lead: the form's fields and the lead's source (and a kept file's name), not the address hash. */
function leadEvent<P extends BasePayload>(form: FormSpec<P>, row: StoredRow<P>): LeadEvent {
  const { submissionId, email, ...rest } = row;
  const data: Record<string, unknown> = { ...rest };
  delete data.clientIpHash;
  return { form: form.formName, submissionId, email, data };
}

/**
 * The submission steps of one form, after its HTTP intake: the schema, the bot checks (honeypot, fill time,
 * Turnstile), the file, the store with its rate limits and the effects the row owes, and the answer.
 */
export function submissionSteps<P extends BasePayload>(form: FormSpec<P>, options: HandlerOptions, log: Log): SubmitBody {
  const { messages, logName, upload } = form;
  const leadEffects = newLeadEffects(options);
  const clientAddress = options.clientAddress ?? peerAddress;
  const info = options.info ?? ((message: string) => console.info(message));
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  if (!options.ipHashSalt) log(`${logName}: IP_HASH_SALT is not set; client IP hashes use a random per-process salt.`);
  const hashIp = (options.ipHasher ?? webCryptoIpHasher)(options.ipHashSalt || randomSalt());
  const parse = parseStep(form);
  const owes = ownEffects(form, log);
  const countGoal = goalCounter(form, options, log);
  const storeDown: FormAnswer = { status: 503, body: { error: messages.storeDown }, headers: { 'Retry-After': '60' } };

  /** Stores the row with what it owes, unless a limit is full; undefined when the store failed. */
  const store = async (row: StoredRow<P>, address: string | undefined, req: Request): Promise<SubmitOutcome | undefined> => {
    const effects: QueuedEffect[] = [...owes(row), ...leadEffects.map((effect) => effect.queue(leadEvent(form, row), req))];
    try {
      const network = address ? await hashIp(networkKey(address)) : null;
      const { perNetworkPerMinute, perEmailPerHour } = limits;
      return await form.submit(row, { network, perNetworkPerMinute, perEmailPerHour }, req, effects);
    } catch (error) {
      log(`${logName}: store failed`, errorSummary(error));
      return undefined;
    }
  };

  return async (body, req, serveInfo, plain, file) => {
    const parsed = parse(body);
    if ('answer' in parsed) return parsed.answer;
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
    } as StoredRow<P>;
    const files = fileKeeper(form, log, file);
    if (!(await files.keep())) return storeDown;
    const answer = await store(row, address, req);
    if (!answer) return storeDown;
    if (answer.outcome !== 'inserted') await files.drop();
    if (answer.outcome === 'limited') {
      return {
        status: 429,
        body: { error: messages.tooMany(answer.full, answer.seconds) },
        headers: { 'Retry-After': String(answer.seconds) },
      };
    }
    // Stored now or before (a retry): what it owes, or still owes, goes out once after the answer.
    if (answer.effects) form.effects.afterAnswer(row.submissionId);
    if (plain && answer.outcome === 'inserted') countGoal(req, row, address ?? null);
    return { status: 200, body: { success: true, ...form.answer?.(row) } };
  };
}
