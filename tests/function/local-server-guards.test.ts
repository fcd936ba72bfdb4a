// The local server (`npm start`) against a hostile client: forged Host and Origin headers, and bodies of any size
// on every route of every form function.
import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startLocalServer } from '../../server/app.ts';
import { multipartBody, pdf } from '../fixtures/documents.ts';
import { readOutbox, recipient } from '../e2e/outbox.ts';
import { TEST_SALT } from './contact-fixtures.ts';

const SITE_URL = 'https://paylean.example';
let dir: string;
let server: Awaited<ReturnType<typeof startLocalServer>>;
let port: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'paylean-guards-'));
  await writeFile(path.join(dir, '404.html'), 'Not found');
  server = await startLocalServer({
    distDir: dir,
    port: 0,
    outboxDir: path.join(dir, 'outbox'),
    uploadsDir: path.join(dir, 'uploads'),
    handler: { ipHashSalt: TEST_SALT, log: () => {}, info: () => {} },
    mail: { from: 'PayLean <hello@paylean.example>', siteUrl: SITE_URL },
  });
  port = Number(new URL(server.url).port);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await server?.store.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() =>
  server.store.db.exec('delete from newsletter_subscribers; delete from contact_rate_limit_slots; delete from form_effects'),
);

interface Sent {
  host?: string;
  headers?: Record<string, string>;
  /** The body sent whole, or `declared` bytes announced and only `bytes` of them sent (chunked without `declared`). */
  body?: string | Buffer;
  partial?: { bytes: number; declared?: number };
}

/** A request as a script sends it: any Host, any Origin, and a body that may never end; resolves with the answer. */
function send(pathname: string, { host = `127.0.0.1:${port}`, headers = {}, body, partial }: Sent) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: pathname,
      method: 'POST',
      headers: { host, ...(partial?.declared && { 'content-length': String(partial.declared) }), ...headers },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode!, headers: res.headers, text });
        req.destroy();
      });
    });
    req.on('error', reject);
    if (partial) req.write(Buffer.alloc(partial.bytes, 0x61));
    else req.end(body);
  });
}

const subscription = (email: string) => JSON.stringify({ email, submissionId: crypto.randomUUID(), elapsedMs: 9000 });
const json = (origin: string) => ({ 'content-type': 'application/json', origin });

describe('links from the configuration, never from the request', () => {
  test('a subscription sent with a forged Host and Origin is refused (421) before anything is stored or sent', async () => {
    const forged = await send('/functions/v1/submit-form/newsletter', {
      host: 'evil.example',
      headers: json('http://evil.example'),
      body: subscription('victim@acme.example'),
    });
    expect(forged.status).toBe(421);
    expect(JSON.parse(forged.text)).toEqual({ error: 'This server does not answer for that host.' });
    // A Host that smuggles another name in names no host a URL can hold: HTTP's answer to it is a 400.
    for (const host of [`evil.example@127.0.0.1:${port}`, `127.0.0.1:${port}.evil.example`, `127.0.0.1:${port}/x`]) {
      expect((await send('/functions/v1/submit-form/newsletter', { host, headers: json(SITE_URL), body: '{}' })).status).toBe(400);
    }
    await server.idle();
    expect(await server.store.listSubscribers()).toEqual([]);
    expect(await readOutbox(server.outboxDir)).toEqual([]);
  });

  test('its own Host with a forged Origin gets a 403; with its own origin, the email links to SITE_URL alone', async () => {
    const evil = await send('/functions/v1/submit-form/newsletter', {
      headers: json('http://evil.example'),
      body: subscription('ann@acme.example'),
    });
    expect(evil.status).toBe(403);
    expect(await server.store.listSubscribers()).toEqual([]);

    // localhost is this server too (it listens on loopback), as is SITE_URL's host behind a proxy.
    for (const [host, origin, email] of [
      [`localhost:${port}`, `http://localhost:${port}`, 'bo@acme.example'],
      ['paylean.example', SITE_URL, 'cy@acme.example'],
    ] as const) {
      const res = await send('/functions/v1/submit-form/newsletter', { host, headers: json(origin), body: subscription(email) });
      expect(res.status, res.text).toBe(200);
    }
    await server.idle();
    const mails = await readOutbox(server.outboxDir);
    expect(mails.map(recipient).sort()).toEqual(['bo@acme.example', 'cy@acme.example']);
    for (const mail of mails) {
      const links = [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map(([link]) => new URL(link).origin);
      const unsubscribe = mail.headerLines.find((line) => line.key === 'list-unsubscribe')!.line;
      expect(new Set([...links, new URL(/<(.+)>/.exec(unsubscribe)![1]!).origin])).toEqual(new Set([SITE_URL]));
    }
  });

  test('a page asked for under another Host is refused too', async () => {
    const res = await new Promise<number>((resolve) =>
      http.get({ host: '127.0.0.1', port, path: '/', headers: { host: 'rebound.example' } }, (r) => resolve(r.statusCode!)),
    );
    expect(res).toBe(421);
  });
});

describe('every route refuses a body past its limit while it streams: unread, with its error', () => {
  const application = multipartBody(
    { position: 'full-stack-engineer', name: 'Ana', email: 'ana@example.com', country: 'Peru', consent: 'yes' },
    { name: 'cv.pdf', bytes: pdf() },
  );
  const ROUTES = [
    ['the contact form', '/functions/v1/send-contact-form', json(SITE_URL)],
    ['the white paper form', '/functions/v1/submit-form/white-paper', json(SITE_URL)],
    ['the newsletter form', '/functions/v1/submit-form/newsletter', json(SITE_URL)],
    ['a webinar registration', '/functions/v1/submit-form/webinar-registration', json(SITE_URL)],
    [
      'the newsletter confirmation',
      '/functions/v1/submit-form/newsletter/confirm',
      { 'content-type': 'application/x-www-form-urlencoded' },
    ],
    ['the unsubscribe link', '/functions/v1/submit-form/newsletter/unsubscribe', { 'content-type': 'application/x-www-form-urlencoded' }],
    [
      'the application',
      '/functions/v1/submit-application',
      { 'content-type': application.contentType, origin: SITE_URL, accept: 'application/json' },
    ],
  ] as const;

  test.each(ROUTES)('%s: 300 MB declared, 64 KB sent: a 413 at once', async (_, route, headers) => {
    const res = await send(route, { headers, partial: { bytes: 64 * 1024, declared: 300 * 1024 * 1024 } });
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.text).error).toMatch(/larger than/);
  });

  test.each(ROUTES)('%s: an endless body without a length: a 413 after its limit', async (_, route, headers) => {
    const res = await send(route, { headers, partial: { bytes: 6 * 1024 * 1024 } });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text).error).toMatch(/larger than/);
  });

  test('a plain form post past its limit lands on the not-sent page, naming why', async () => {
    const res = await send('/functions/v1/submit-form/white-paper', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_URL },
      partial: { bytes: 64 * 1024, declared: 300 * 1024 * 1024 },
    });
    expect([res.status, res.headers.location]).toEqual([303, `${SITE_URL}/form-not-sent/#too-large`]);
  });

  test('and the server still answers', async () => {
    const res = await send('/functions/v1/submit-form/newsletter', { headers: json(SITE_URL), body: subscription('dee@acme.example') });
    expect(res.status).toBe(200);
  });
});
