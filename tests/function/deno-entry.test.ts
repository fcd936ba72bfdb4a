// The production path: the real Edge Function entry under the real Deno binary (from the deno npm package),
// storing through supabase-js into a stand-in PostgREST that records what would reach Supabase Postgres.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ann } from '../fixtures/contact.ts';
import { deno, denoConfig as config, denoEnv, root } from './deno.ts';

const entry = 'supabase/functions/send-contact-form/index.ts';

const SITE = 'https://paylean.example';
const SALT = 'salt-for-deno-tests';
const ipHash = (ip: string) => createHmac('sha256', SALT).update(ip).digest('hex');
const json = { 'content-type': 'application/json', origin: SITE };

interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

describe('send-contact-form under Deno', () => {
  const recorded: Recorded[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { outcome: 'inserted' } };
  let postgrest: http.Server;
  let child: ChildProcess | undefined;
  let functionUrl: string;

  beforeAll(async () => {
    postgrest = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        recorded.push({ method: req.method!, url: req.url!, headers: req.headers, body: JSON.parse(text || 'null') });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => postgrest.listen(0, '127.0.0.1', resolve));
    const supabaseUrl = `http://127.0.0.1:${(postgrest.address() as AddressInfo).port}`;

    child = spawn(deno, ['run', '--cached-only', '--config', config, '--allow-env', '--allow-net=127.0.0.1', entry], {
      cwd: root,
      env: {
        ...denoEnv,
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        SUPABASE_URL: supabaseUrl,
        SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-tests',
        ALLOWED_ORIGINS: SITE,
        IP_HASH_SALT: SALT,
        TRUST_FORWARDED_FOR: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    functionUrl = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`Deno did not start:\n${output}`)), 45_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Listening on (http:\/\/[\d.]+:\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      };
      child!.stdout!.on('data', onData);
      child!.stderr!.on('data', onData);
      child!.once('exit', (code) => reject(new Error(`Deno exited with ${code}:\n${output}`)));
    });
  }, 60_000);

  afterAll(async () => {
    child?.kill();
    postgrest?.closeAllConnections();
    await new Promise((resolve) => postgrest?.close(resolve));
  });

  test('deno check type-checks the entry', async () => {
    const { stderr } = await promisify(execFile)(deno, ['check', '--config', config, entry], { cwd: root, env: denoEnv });
    expect(stderr).toContain('Check');
  }, 90_000);

  const payload = () => ({
    ...ann,
    countryCode: '+44-GB',
    phone: '74001234567',
    employees: '12',
    message: 'Sent through Deno',
    callConsent: false,
    submissionId: crypto.randomUUID(),
    website: '',
    elapsedMs: 12_000,
  });

  test('a valid POST goes to submit_contact_form through supabase-js with the service role and answers 200', async () => {
    const body = payload();
    const res = await fetch(functionUrl, {
      method: 'POST',
      headers: { ...json, apikey: 'anon', 'x-client-info': 'test', 'x-forwarded-for': '192.0.2.44, 10.0.0.1' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('vary')).toBe('Origin');
    expect(await res.json()).toEqual({ success: true });

    const call = recorded.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/rest/v1/rpc/submit_contact_form');
    expect(call.headers.authorization).toBe('Bearer service-role-key-for-tests');
    const { submission, limits } = call.body as { submission: unknown; limits: unknown };
    // The limits are counted in Postgres, by the client's network as the same salted hash (IPv4: the address).
    expect(limits).toEqual({ network: ipHash('192.0.2.44'), per_network_per_minute: 5, per_email_per_hour: 20 });
    expect(submission).toEqual({
      submission_id: body.submissionId,
      first_name: ann.firstName,
      last_name: ann.lastName,
      email: ann.email,
      country_code: '+44-GB',
      phone: '74001234567',
      company: ann.company,
      employees: 12,
      message: 'Sent through Deno',
      call_consent: false,
      page: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      referrer: null,
      client_ip_hash: ipHash('192.0.2.44'), // TRUST_FORWARDED_FOR=true: the first x-forwarded-for entry
    });
  });

  test("without x-forwarded-for the client is Deno.serve's remoteAddr; bots are answered 200 and not stored", async () => {
    const count = recorded.length;
    const res = await fetch(functionUrl, { method: 'POST', headers: json, body: JSON.stringify(payload()) });
    expect(res.status).toBe(200);
    expect((recorded.at(-1)!.body as { submission: { client_ip_hash: string } }).submission.client_ip_hash).toBe(ipHash('127.0.0.1'));

    const bot = await fetch(functionUrl, { method: 'POST', headers: json, body: JSON.stringify({ ...payload(), elapsedMs: 900 }) });
    expect(await bot.json()).toEqual({ success: true });
    expect(recorded.length).toBe(count + 1);
  });

  test('a plain HTML form post (no JavaScript) is stored and answered with a 303 to the sent page', async () => {
    answer = { status: 200, body: { outcome: 'inserted' } };
    const form = new URLSearchParams({ ...payload(), employees: '12', phone: '7400 123 4567', callConsent: 'on', elapsedMs: '' });
    form.delete('submissionId');
    form.delete('elapsedMs');
    const res = await fetch(functionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
      body: form,
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${SITE}/message-sent/`);
    expect(recorded.at(-1)!.body).toMatchObject({ submission: { email: ann.email, phone: '74001234567', call_consent: true } });
  });

  test('a duplicate is still a success; a database error is a 503', async () => {
    answer = { status: 200, body: { outcome: 'duplicate' } };
    expect((await fetch(functionUrl, { method: 'POST', headers: json, body: JSON.stringify(payload()) })).status).toBe(200);

    answer = { status: 500, body: { message: 'database is down', code: 'XX000' } };
    const res = await fetch(functionUrl, { method: 'POST', headers: json, body: JSON.stringify(payload()) });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'We could not save your message right now. Please try again in a minute.' });
  });

  test("a full limit in Postgres is a 429 with the database's wait as Retry-After", async () => {
    answer = { status: 200, body: { outcome: 'limited', full: 'network', seconds: 42 } };
    const limited = await fetch(functionUrl, { method: 'POST', headers: json, body: JSON.stringify(payload()) });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('42');
    expect(await limited.json()).toEqual({ error: 'Too many messages from your network. Please try again in 42 seconds.' });

    answer = { status: 200, body: { outcome: 'something else' } }; // an answer the function does not know
    expect((await fetch(functionUrl, { method: 'POST', headers: json, body: JSON.stringify(payload()) })).status).toBe(503);
    answer = { status: 200, body: { outcome: 'inserted' } };
  });

  // Under Deno.serve too, an early 413 or 400 must not cost the next request on the same connection.
  test('oversized and wrong-type bodies between valid ones on one keep-alive connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (type: string, body: string | Buffer) =>
      new Promise<number | string>((resolve) => {
        const req = http.request(functionUrl, { method: 'POST', agent, headers: { 'content-type': type, origin: SITE } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        });
        req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        req.end(body);
      });
    try {
      for (const [type, junk] of [
        ['application/json', Buffer.alloc(5 * 1024 * 1024, 0x20)],
        ['application/json', '['.repeat(200_000)],
        ['text/plain', 'x'.repeat(100_000)],
      ] as const) {
        expect([413, 400, 'ECONNRESET', 'EPIPE']).toContain(await send(type, junk));
        for (let i = 0; i < 2; i++) expect(await send('application/json', JSON.stringify(payload()))).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  }, 60_000);

  test('preflight and bad input are answered without touching the database', async () => {
    const count = recorded.length;
    const preflight = await fetch(functionUrl, { method: 'OPTIONS', headers: { origin: SITE } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');
    await preflight.body?.cancel();

    const foreign = await fetch(functionUrl, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(await foreign.json()).toEqual({ error: 'This website is not allowed to send the contact form.' });

    const bad = await fetch(functionUrl, { method: 'POST', headers: json, body: '{"email":"x"}' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^Invalid first name: /);
    expect(recorded.length).toBe(count);
  });
});
