import { describe, expect, test } from 'vitest';
import { BodyTooLarge, bodyChunks, readLimited, TooLarge } from '@shared/http/read-body';

/** A body of `chunks` chunks of `size` bytes (endless without a count), counting what was pulled and whether it was cancelled. */
function body(size: number, chunks = Infinity) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= chunks) return controller.close();
        seen.pulled += 1;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { seen, stream };
}

const post = (stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request('http://localhost/', { method: 'POST', body: stream, headers, duplex: 'half' } as RequestInit);

describe('the one body reader every route uses', () => {
  test('a declared Content-Length over the limit is refused before a byte is read', async () => {
    const { seen, stream } = body(1024);
    expect(await readLimited(post(stream, { 'content-length': String(300 * 1024 * 1024) }), 4096)).toBe(TooLarge);
    expect(seen.pulled).toBe(0);
  });

  test('an endless body without a length is read only up to the chunk that passes the limit, then cancelled', async () => {
    const { seen, stream } = body(1024);
    expect(await readLimited(post(stream), 4096)).toBe(TooLarge);
    expect(seen.pulled).toBe(5);
    expect(seen.cancelled).toBe(true);
  });

  test('a Content-Length that lies low does not let more through', async () => {
    const { stream } = body(1024, 8);
    expect(await readLimited(post(stream, { 'content-length': '10' }), 4096)).toBe(TooLarge);
  });

  test('a body of exactly the limit is read whole', async () => {
    const { seen, stream } = body(1024, 4);
    const bytes = await readLimited(post(stream), 4096);
    expect(bytes).toEqual(new Uint8Array(4096).fill(0x61));
    expect(seen.cancelled).toBe(false);
  });

  test('a reader that stops early (a multipart part over its own limit) cancels the rest', async () => {
    const { seen, stream } = body(1024);
    for await (const chunk of bodyChunks(post(stream), 1024 * 1024)) {
      expect(chunk.byteLength).toBe(1024);
      if (seen.pulled === 2) break;
    }
    expect(seen.cancelled).toBe(true);
    await expect(async () => {
      for await (const _ of bodyChunks(post(body(1024).stream), 1000)) void _;
    }).rejects.toThrow(BodyTooLarge);
  });
});
