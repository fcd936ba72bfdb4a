import { contactSchema, describeContactError, type ContactPayload } from './contact-schema.ts';
import { corsHeaders } from './cors.ts';

/** A validated submission as the store receives it. clientIpHash is filled in by later abuse checks. */
export interface ContactRow extends ContactPayload {
  clientIpHash?: string | null;
}

export interface ContactStore {
  /** Must be idempotent on submissionId: a second insert of the same id answers 'duplicate'. */
  insert(row: ContactRow): Promise<'inserted' | 'duplicate'>;
}

export interface HandlerOptions {
  /** Largest accepted body in bytes (default 16 KB). */
  maxBodyBytes?: number;
  /** Headers added to every answer (default: the Supabase CORS set). */
  cors?: Record<string, string>;
  /** Where failures are reported (default console.error). */
  log?: (message: string, error?: unknown) => void;
}

export type Handler = (req: Request) => Promise<Response>;

export const MESSAGES = {
  method: 'Method not allowed: send the contact form with POST.',
  contentType: 'Unsupported content type: send the contact form as application/json.',
  notJson: 'The request body is not valid JSON.',
  unreadable: 'The request body could not be read.',
  storeDown: 'We could not save your message right now. Please try again in a minute.',
  serverBug: 'Something went wrong on our side. Please try again or contact us directly.',
} as const;

const TooLarge = Symbol('too large');

export function createHandler(store: ContactStore, options: HandlerOptions = {}): Handler {
  const maxBodyBytes = options.maxBodyBytes ?? 16 * 1024;
  const cors = options.cors ?? corsHeaders;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error));
  const tooLarge = `The request is larger than ${Math.round(maxBodyBytes / 1024)} KB: please shorten your message.`;

  const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { ...cors, 'Content-Type': 'application/json; charset=utf-8', ...extra },
    });

  async function handle(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (req.method !== 'POST') return json(405, { error: MESSAGES.method }, { Allow: 'POST, OPTIONS' });

    const mediaType = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (mediaType !== 'application/json' && !mediaType.endsWith('+json')) {
      return json(400, { error: MESSAGES.contentType });
    }
    const declared = Number(req.headers.get('content-length') ?? 0);
    if (declared > maxBodyBytes) return json(413, { error: tooLarge });

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

    try {
      await store.insert(parsed.data);
    } catch (error) {
      log('send-contact-form: store failed', error);
      return json(503, { error: MESSAGES.storeDown }, { 'Retry-After': '60' });
    }
    return json(200, { success: true });
  }

  return async (req) => {
    try {
      return await handle(req);
    } catch (error) {
      log('send-contact-form: unexpected error', error);
      return json(500, { error: MESSAGES.serverBug });
    }
  };
}

/** Reads the body, giving up as soon as it passes the limit (Content-Length can lie or be absent). */
async function readLimited(req: Request, limit: number): Promise<Uint8Array | typeof TooLarge> {
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return TooLarge;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
