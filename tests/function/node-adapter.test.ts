import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHandler } from '@shared/handler';
import { toNodeHandler } from '../../server/node-adapter.ts';
import { SITE, TEST_SALT, ipHash, memoryStore, payload } from './contact-fixtures.ts';

const { store, rows } = memoryStore();
const handler = createHandler(store, { allowedOrigins: [SITE], ipHashSalt: TEST_SALT });

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
