import { describe, expect, test, vi } from 'vitest';
import { clientAddressRule } from '@shared/http/client-address';
import { handlerOptionsFromEnv } from '@shared/config';
import { createHandler, type HandlerOptions } from '@shared/forms/contact/contact-function';
import { ann } from '../fixtures/contact.ts';
import { FUNCTION_URL, SITE, TEST_SALT, ipHash, memoryStore, payload, peer, post } from './contact-fixtures.ts';

function setup(options: HandlerOptions = {}) {
  let now = 1_700_000_000_000;
  const memory = memoryStore({ now: () => now });
  const handler = createHandler(memory.store, {
    allowedOrigins: [SITE],
    ipHashSalt: TEST_SALT,
    info: () => {},
    log: () => {},
    ...options,
  });
  const send = (body: Record<string, unknown>, ip = '203.0.113.1', headers: Record<string, string> = {}) =>
    handler(post(body, headers), peer(ip));
  return { ...memory, handler, send, advance: (ms: number) => (now += ms) };
}

const statusOf = async (res: Promise<Response>) => (await res).status;

describe('rate limits', () => {
  test('the sixth submission a minute from one address answers 429 with Retry-After and stores nothing', async () => {
    const { send, rows, advance } = setup();
    for (let i = 0; i < 5; i++) expect(await statusOf(send(payload({ email: `a${i}@acme.example` })))).toBe(200);

    advance(18_000);
    const sixth = payload({ email: 'a5@acme.example' });
    const res = await send(sixth);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('42');
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(await res.json()).toEqual({ error: 'Too many messages from your network. Please try again in 42 seconds.' });
    expect(rows.has(sixth.submissionId)).toBe(false);
    expect(rows.size).toBe(5);

    expect(await statusOf(send(payload(), '203.0.113.2'))).toBe(200); // another address is not affected
    advance(42_000);
    expect(await statusOf(send(sixth))).toBe(200); // the window has moved on
  });

  test('IPv6 addresses of one /64 share a limit; IPv4-mapped IPv6 is the IPv4 address', async () => {
    const { send } = setup();
    for (let i = 1; i <= 5; i++) expect(await statusOf(send(payload({ email: `b${i}@acme.example` }), `2001:db8:1:2::${i}`))).toBe(200);
    expect(await statusOf(send(payload(), '2001:db8:1:2:ffff::9'))).toBe(429);
    expect(await statusOf(send(payload(), '2001:db8:1:3::1'))).toBe(200);

    for (let i = 0; i < 5; i++) expect(await statusOf(send(payload({ email: `c${i}@acme.example` }), '192.0.2.7'))).toBe(200);
    expect(await statusOf(send(payload(), '::ffff:192.0.2.7'))).toBe(429);
  });

  test('the 21st submission an hour for one email address (any case) answers 429', async () => {
    const { send, advance } = setup();
    for (let i = 0; i < 20; i++) {
      const email = i % 2 ? 'Ann@Acme.example' : ann.email;
      expect(await statusOf(send(payload({ email }), `198.51.100.${i}`))).toBe(200);
    }
    const res = await send(payload(), '198.51.100.99');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('3600');
    expect(await res.json()).toEqual({ error: 'Too many messages from this email address. Please try again in 60 minutes.' });
    advance(3_600_000);
    expect(await statusOf(send(payload(), '198.51.100.99'))).toBe(200);
  });

  test('retries of one submission take one slot, and a retry of a stored submission passes a full limit', async () => {
    const { send, rows, advance } = setup();
    const first = payload({ email: 'd0@acme.example' });
    for (let i = 0; i < 4; i++) expect(await statusOf(send(first))).toBe(200);
    for (let i = 1; i < 5; i++) expect(await statusOf(send(payload({ email: `d${i}@acme.example` })))).toBe(200);
    expect(await statusOf(send(payload()))).toBe(429);
    expect(await statusOf(send(first))).toBe(200); // its slot is still in the window

    advance(61_000); // first's slot has left the window, but its row is stored
    for (let i = 5; i < 10; i++) expect(await statusOf(send(payload({ email: `d${i}@acme.example` })))).toBe(200);
    expect(await statusOf(send(first))).toBe(200);
    expect(rows.size).toBe(10);
  });

  test('a retry of a submission stored before (by another instance) does not take a slot', async () => {
    const { send, seed } = setup();
    const old = payload();
    seed({ ...old, clientIpHash: null });
    for (let i = 0; i < 3; i++) expect(await statusOf(send(old))).toBe(200);
    for (let i = 0; i < 5; i++) expect(await statusOf(send(payload({ email: `e${i}@acme.example` })))).toBe(200);
  });

  test('a failed store hands the slot back, so the retries after a 503 are not throttled', async () => {
    const { send, fail } = setup();
    fail(true);
    for (let i = 0; i < 6; i++) expect(await statusOf(send(payload({ email: `f${i}@acme.example` })))).toBe(503);
    fail(false);
    for (let i = 0; i < 5; i++) expect(await statusOf(send(payload({ email: `f${i}@acme.example` })))).toBe(200);
  });

  test('bots neither store nor use up the limit; limits can be raised by option', async () => {
    const { send, rows } = setup();
    for (let i = 0; i < 10; i++) expect(await statusOf(send(payload({ elapsedMs: 500 })))).toBe(200);
    expect(rows.size).toBe(0);
    for (let i = 0; i < 5; i++) expect(await statusOf(send(payload({ email: `g${i}@acme.example` })))).toBe(200);

    const raised = setup({ rateLimits: { perNetworkPerMinute: 100, perEmailPerHour: 100 } });
    for (let i = 0; i < 50; i++) expect(await statusOf(raised.send(payload()))).toBe(200);
  });
});

describe('client address', () => {
  test('stored only as a salted hash of the socket peer; forwarding headers are ignored by default', async () => {
    const { send, rows } = setup();
    const body = payload();
    await send(body, '203.0.113.50', { 'x-forwarded-for': '192.0.2.1', 'cf-connecting-ip': '192.0.2.2' });
    const row = rows.get(body.submissionId)!;
    expect(row.clientIpHash).toBe(ipHash('203.0.113.50'));
    expect(row.clientIpHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('203.0.113');
  });

  test('TRUST_FORWARDED_FOR takes the first x-forwarded-for entry; CLIENT_IP_HEADER a named header', async () => {
    const forwarded = setup({ clientAddress: clientAddressRule({ trustForwardedFor: true }) });
    const a = payload();
    await forwarded.send(a, '10.0.0.1', { 'x-forwarded-for': '192.0.2.1, 10.0.0.9' });
    expect(forwarded.rows.get(a.submissionId)!.clientIpHash).toBe(ipHash('192.0.2.1'));
    const b = payload();
    await forwarded.send(b, '10.0.0.1', { 'x-forwarded-for': 'unknown' }); // malformed: the peer
    expect(forwarded.rows.get(b.submissionId)!.clientIpHash).toBe(ipHash('10.0.0.1'));

    const named = setup({ clientAddress: clientAddressRule({ header: 'CF-Connecting-IP', trustForwardedFor: true }) });
    const c = payload();
    await named.send(c, '10.0.0.1', { 'cf-connecting-ip': '2001:DB8::7', 'x-forwarded-for': '192.0.2.1' });
    expect(named.rows.get(c.submissionId)!.clientIpHash).toBe(ipHash('2001:db8::7'));
  });

  test('without a known address the row has no hash and only the email limit applies', async () => {
    const { handler, rows } = setup();
    const body = payload();
    expect((await handler(post(body))).status).toBe(200);
    expect(rows.get(body.submissionId)!.clientIpHash).toBeNull();
  });

  test('without IP_HASH_SALT a random salt is used, with a warning', async () => {
    const log = vi.fn();
    const one = setup({ ipHashSalt: undefined, log });
    const two = setup({ ipHashSalt: undefined, log: () => {} });
    const body = payload();
    await one.send(body);
    await two.send(body);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('IP_HASH_SALT is not set'));
    expect(one.rows.get(body.submissionId)!.clientIpHash).not.toBe(two.rows.get(body.submissionId)!.clientIpHash);
  });
});

describe('CORS', () => {
  const preflight = (origin?: string) =>
    new Request(FUNCTION_URL, {
      method: 'OPTIONS',
      headers: { ...(origin && { origin }), 'access-control-request-method': 'POST' },
    });

  test('an allowed origin is echoed, with the supabase-js headers, for the preflight and the POST', async () => {
    const { handler, send } = setup();
    const res = await handler(preflight(SITE));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type', 'x-retry-count']) {
      expect(res.headers.get('access-control-allow-headers')).toContain(header);
    }
    expect(res.headers.get('vary')).toBe('Origin');
    expect((await send(payload())).headers.get('access-control-allow-origin')).toBe(SITE);
  });

  test('another origin gets no Access-Control-Allow-Origin, and its preflight and its POST a 403, storing nothing', async () => {
    const { handler, send, rows } = setup();
    const res = await handler(preflight('https://evil.example'));
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')).toBe('Origin');
    expect(await res.json()).toEqual({ error: 'This website is not allowed to send the contact form.' });

    const post = await send(payload(), '203.0.113.1', { origin: 'https://evil.example' });
    expect(post.status).toBe(403);
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    expect(post.headers.get('vary')).toBe('Origin');
    expect(rows.size).toBe(0);
  });

  test('the function’s own origins are allowed without ALLOWED_ORIGINS; no Origin gets no CORS grant', async () => {
    const { handler } = setup({ allowedOrigins: [], ownOrigins: ['http://localhost'] });
    const own = await handler(preflight(new URL(FUNCTION_URL).origin));
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe('http://localhost');
    expect((await handler(preflight(SITE))).status).toBe(403);
    // Own means configured: a request whose Host a script forged does not make its origin the function's.
    const forged = new Request('http://evil.example/functions/v1/send-contact-form', {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=ann%40acme.example',
    });
    expect((await handler(forged)).status).toBe(403);
    const none = await handler(preflight());
    expect(none.status).toBe(204);
    expect(none.headers.get('access-control-allow-origin')).toBeNull();
  });

  test("ALLOWED_ORIGINS is parsed into origins; '*' allows any", async () => {
    const warn = vi.fn();
    const options = handlerOptionsFromEnv(
      (name) => ({ ALLOWED_ORIGINS: ' https://paylean.example/ ,https://www.paylean.example, nonsense', IP_HASH_SALT: 's' })[name],
      warn,
    );
    expect(options.allowedOrigins).toEqual(['https://paylean.example', 'https://www.paylean.example']);
    expect(options.ipHashSalt).toBe('s');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nonsense'));

    const { handler } = setup({ allowedOrigins: ['*'] });
    expect((await handler(preflight('https://anyone.example'))).headers.get('access-control-allow-origin')).toBe('https://anyone.example');
  });

  test('the environment picks the client address rule', async () => {
    const env = (vars: Record<string, string>) => handlerOptionsFromEnv((name) => vars[name]).clientAddress!;
    const req = new Request(FUNCTION_URL, { headers: { 'x-forwarded-for': '192.0.2.1', 'cf-connecting-ip': '192.0.2.2' } });
    expect(env({})(req, peer('10.0.0.1'))).toBe('10.0.0.1');
    expect(env({ TRUST_FORWARDED_FOR: 'yes' })(req, peer('10.0.0.1'))).toBe('10.0.0.1');
    expect(env({ TRUST_FORWARDED_FOR: 'true' })(req, peer('10.0.0.1'))).toBe('192.0.2.1');
    expect(env({ CLIENT_IP_HEADER: 'cf-connecting-ip' })(req, peer('10.0.0.1'))).toBe('192.0.2.2');
  });
});
