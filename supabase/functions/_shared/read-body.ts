export const TooLarge = Symbol('too large');

/** Reads the body, giving up as soon as it passes the limit (Content-Length can lie or be absent). */
export async function readLimited(req: Request, limit: number): Promise<Uint8Array | typeof TooLarge> {
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
