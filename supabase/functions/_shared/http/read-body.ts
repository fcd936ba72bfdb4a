// Every route of every form function reads its request body through this file, in Node and Deno alike, so a body
// is never held whole before its size is known: a Content-Length over the route's limit is refused unread, and a
// body without one (or with one that lies) is counted as it streams and cancelled the moment it passes the limit.
// Memory never grows with the size of a refused body.

/** Thrown by bodyChunks once the body passes its limit; readLimited answers TooLarge instead. */
export class BodyTooLarge extends Error {
  constructor() {
    super('The request body is over its limit.');
    this.name = 'BodyTooLarge';
  }
}

export const TooLarge = Symbol('too large');

/** Whether the declared Content-Length is already over the limit (then nothing is read). */
const declaredTooLarge = (req: Request, limit: number) => Number(req.headers.get('content-length') ?? 0) > limit;

/**
 * The body's chunks as they arrive, `limit` bytes at most: past it, BodyTooLarge is thrown and the rest is never
 * read. Stopping early (a consumer that breaks out of its loop, or the limit) cancels the body.
 */
export async function* bodyChunks(req: Request, limit: number): AsyncGenerator<Uint8Array, void, undefined> {
  if (declaredTooLarge(req, limit)) throw new BodyTooLarge();
  if (!req.body) return;
  const reader = req.body.getReader();
  let size = 0;
  let done = false;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) {
        done = true;
        return;
      }
      size += next.value.byteLength;
      if (size > limit) throw new BodyTooLarge();
      yield next.value;
    }
  } finally {
    if (!done) await reader.cancel().catch(() => {});
  }
}

/** The whole body when it is `limit` bytes or fewer; TooLarge as soon as it is known to be more. */
export async function readLimited(req: Request, limit: number): Promise<Uint8Array | typeof TooLarge> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of bodyChunks(req, limit)) {
      chunks.push(chunk);
      size += chunk.byteLength;
    }
  } catch (error) {
    if (error instanceof BodyTooLarge) return TooLarge;
    throw error;
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
