import http from 'node:http';
import fc from 'fast-check';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHandler } from '@shared/forms/contact/contact-function';
import { toNodeHandler } from '../../server/node-adapter.ts';
import { SITE, TEST_SALT, ipHash, memoryStore, payload } from './contact-fixtures.ts';

const { store, rows } = memoryStore();
// Many requests from one address: the limits are raised (they have tests of their own).
const handler = createHandler(store, {
  allowedOrigins: [SITE],
  ipHashSalt: TEST_SALT,
  rateLimits: { perNetworkPerMinute: 1e6, perEmailPerHour: 1e6 },
});

let server: http.Server;
let url: string;
beforeAll(async () => {
  const mounted = toNodeHandler(handler);
  const cookies = toNodeHandler(async () => {
    const headers = new Headers({ 'content-type': 'text/plain' });
    headers.append('set-cookie', 'a=1');
    headers.append('set-cookie', 'b=2');
    return new Response('teapot', { status: 418, headers });
  });
  server = http.createServer((req, res) => {
    if (req.url === '/cookies') return void cookies(req, res);
    if (req.url?.startsWith('/functions/v1/send-contact-form')) return void mounted(req, res);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/functions/v1/send-contact-form`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('node adapter', () => {
  test('passes method, headers, body and the socket address through and writes the answer back', async () => {
    const body = payload({ employees: '7' });
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': '192.0.2.1' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(await res.json()).toEqual({ success: true });
    // The peer of the socket, not the forwarded-for header (not trusted unless configured).
    expect(rows.get(body.submissionId)).toMatchObject({ employees: 7, clientIpHash: ipHash('127.0.0.1') });
  });

  test('answers a preflight', async () => {
    const res = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('x-client-info');
  });

  test('a streamed oversized body gets its 413 and the connection stays usable', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ ...payload(), message: 'x'.repeat(200_000) }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 16_384) controller.enqueue(bytes.slice(i, i + 16_384));
        controller.close();
      },
    });
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    await res.json();
    for (let i = 0; i < 3; i++) {
      const next = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(next.status).toBe(400);
      await next.text();
    }
  });

  test('keeps repeated set-cookie headers', async () => {
    const res = await fetch(url.replace('/functions/v1/send-contact-form', '/cookies'));
    expect(res.status).toBe(418);
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await res.text()).toBe('teapot');
  });
});

// An answer given before the body was read must not break the next request on the same connection.
describe('node adapter on one keep-alive connection', () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  afterAll(() => agent.destroy());

  type Kind = 'valid' | 'declaredHuge' | 'streamedNesting' | 'wrongType' | 'notJson';
  const kinds: readonly Kind[] = ['valid', 'declaredHuge', 'streamedNesting', 'wrongType', 'notJson'];

  /** One request over the shared agent: its status and Connection header, or the socket error it met. */
  function send(kind: Kind): Promise<{ status: number; connection?: string; id?: string } | { error: string }> {
    const body = payload();
    const requests: Record<Kind, { type: string; chunks: (string | Buffer)[]; length?: number }> = {
      valid: { type: 'application/json', chunks: [JSON.stringify(body)] },
      declaredHuge: { type: 'application/json', chunks: [Buffer.alloc(5 * 1024 * 1024, 0x20)] },
      streamedNesting: { type: 'application/json', chunks: Array.from({ length: 25 }, () => '['.repeat(8192)) },
      wrongType: { type: 'text/plain', chunks: ['x'.repeat(100_000)] },
      notJson: { type: 'application/json', chunks: ['{"firstName": '] },
    };
    const { type, chunks } = requests[kind];
    const declared = kind === 'streamedNesting' ? {} : { 'content-length': String(chunks.reduce((n, c) => n + Buffer.byteLength(c), 0)) };
    return new Promise((resolve) => {
      const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': type, origin: SITE, ...declared } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, id: body.submissionId }));
      });
      req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });
  }

  test('mixed oversized, malformed and valid requests: every valid one is answered 2xx and stored once', async () => {
    const stored = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...kinds), { minLength: 3, maxLength: 8 }), async (sequence) => {
        for (const kind of sequence) {
          const answer = await send(kind);
          if (kind === 'valid') {
            expect(answer).toMatchObject({ status: 200 });
            const id = (answer as { id: string }).id;
            stored.set(id, (stored.get(id) ?? 0) + 1);
            expect(rows.has(id)).toBe(true);
          } else {
            // Never a reset, even when the answer came while a huge body was still being written.
            expect(answer).toHaveProperty('status');
            const { status, connection } = answer as { status: number; connection?: string };
            expect(status).toBeGreaterThanOrEqual(400);
            expect(status).toBeLessThan(500);
            // Answered before the whole body was read: the server closes the connection rather than reuse it.
            if (kind !== 'notJson') expect(connection).toBe('close');
          }
        }
      }),
      { numRuns: 15 },
    );
    expect([...stored.values()].every((n) => n === 1)).toBe(true);
  }, 60_000);
});

describe('node adapter lingering close', () => {
  /**
   * A 5 MB body on a connection of its own, written in pieces as a browser uploads it: the status read, or the
   * socket error met at any moment, also after the answer (a browser then shows a network error instead).
   */
  function sendHuge(): Promise<number | string> {
    const piece = Buffer.alloc(256 * 1024, 0x20);
    const pieces = 20;
    return new Promise((resolve) => {
      let outcome: number | string | undefined;
      const req = http.request(url, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', origin: SITE, 'content-length': String(piece.length * pieces) },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => (outcome ??= res.statusCode!));
      });
      req.on('error', (error: NodeJS.ErrnoException) => (outcome = error.code ?? error.message));
      req.on('close', () => resolve(outcome ?? 'closed without an answer'));
      let written = 0;
      const writeNext = () => {
        if (written === pieces) return void req.end();
        written++;
        if (req.write(piece)) setImmediate(writeNext);
        else req.once('drain', writeNext);
      };
      writeNext();
    });
  }

  test('many clients sending oversized bodies at once all read their 413, none sees a reset', async () => {
    const answers = await Promise.all(Array.from({ length: 24 }, sendHuge));
    expect(answers).toEqual(answers.map(() => 413));
  }, 60_000);
});
