// The production path: the real Edge Function entries under the real Deno binary (from the deno npm package),
// storing through supabase-js into a stand-in PostgREST that records what would reach Supabase Postgres, and
// (submit-form) mailing through a stand-in of Resend's API.
import { execFile, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { simpleParser } from 'mailparser';
import { readCalendar } from '../fixtures/calendar.ts';
import { ann } from '../fixtures/contact.ts';
import { deno, denoConfig as config, denoEnv, root, startEntry } from './deno.ts';

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

describe('every function started without a trusted client-address header', () => {
  test.each(['send-contact-form', 'submit-form', 'submit-application'])(
    '%s says so at start, in the same words',
    async (name) => {
      const { child, output } = await startEntry(`supabase/functions/${name}/index.ts`, {
        SUPABASE_URL: 'http://127.0.0.1:9',
        SUPABASE_SERVICE_ROLE_KEY: 'key',
        SITE_URL: SITE,
        IP_HASH_SALT: SALT,
      });
      child.kill();
      expect(output()).toContain(
        `${name}: no client address header is trusted (CLIENT_IP_HEADER): behind Supabase's gateway every visitor shares its address, and one rate limit.`,
      );
    },
    60_000,
  );
});

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
    ({ url: functionUrl, child } = await startEntry(entry, {
      SUPABASE_URL: supabaseUrl,
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-tests',
      ALLOWED_ORIGINS: SITE,
      IP_HASH_SALT: SALT,
      TRUST_FORWARDED_FOR: 'true',
    }));
  }, 60_000);

  afterAll(async () => {
    child?.kill();
    postgrest?.closeAllConnections();
    await new Promise((resolve) => postgrest?.close(resolve));
  });

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
      effects: [], // no LEADS_WEBHOOK_URL: a contact owes nothing
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

describe('submit-form under Deno', () => {
  const leadsEntry = 'supabase/functions/submit-form/index.ts';
  const MASTERCLASS = 'ai-payroll-automation-masterclass';
  /** What reached the stand-ins: PostgREST's rpc calls, Resend's /emails and the leads webhook. */
  const calls: Recorded[] = [];
  /** What the stand-in's write finds true: which of the effects a row brings it queues, as form_effects would. */
  let holds = ['stored', 'new-lead'];
  const queued: { id: string; kind: string; payload: unknown }[] = [];
  /** The stand-in of PostgREST's rpc: a form's write queues its effects; claim_form_effects hands them out once. */
  const rpc = (fn: string, args: Record<string, { effects?: { kind: string; when: string; payload: unknown }[] }>) => {
    if (fn === 'claim_form_effects') return queued.splice(0).map((effect) => ({ ...effect, attempts: 1 }));
    if (fn === 'finish_form_effects') return null;
    if (fn === 'renew_newsletter_confirmation') return true;
    const owed = (Object.values(args)[0]?.effects ?? []).filter((effect) => holds.includes(effect.when));
    queued.push(...owed.map(({ kind, payload }) => ({ id: crypto.randomUUID(), kind, payload })));
    return { outcome: 'inserted', effects: owed.length };
  };
  let standIn: http.Server;
  let child: ChildProcess | undefined;
  let functionUrl: string;
  let standInUrl: string;
  const received = (prefix: string) => calls.filter((call) => call.url.startsWith(prefix));

  beforeAll(async () => {
    standIn = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        const args = JSON.parse(text || 'null') as Parameters<typeof rpc>[1];
        calls.push({ method: req.method!, url: req.url!, headers: req.headers, body: args });
        const fn = /^\/rest\/v1\/rpc\/(\w+)$/.exec(req.url!)?.[1];
        const body = fn ? rpc(fn, args) : req.url === '/emails' ? { id: 'email-id' } : {};
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
    ({ url: functionUrl, child } = await startEntry(leadsEntry, {
      SUPABASE_URL: standInUrl,
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-tests',
      ALLOWED_ORIGINS: SITE,
      IP_HASH_SALT: SALT,
      RESEND_API_KEY: 're_test_key',
      RESEND_BASE_URL: standInUrl,
      MAIL_FROM: 'PayLean <hello@paylean.example>',
      SITE_URL: SITE,
      LEADS_WEBHOOK_URL: `${standInUrl}/hooks/leads`,
      LEADS_WEBHOOK_SECRET: `whsec_${Buffer.from('webhook-key-for-tests').toString('base64')}`,
    }));
  }, 60_000);

  afterAll(async () => {
    child?.kill();
    standIn?.closeAllConnections();
    await new Promise((resolve) => standIn?.close(resolve));
  });

  const leadFields = { name: 'Ann Lee', email: 'ann@acme.example', company: 'Acme', consent: true };
  const postLead = (form: string, body: Record<string, unknown>) =>
    fetch(`${functionUrl}/functions/v1/submit-form/${form}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...body, submissionId: crypto.randomUUID(), elapsedMs: 9000 }),
    });

  test('a white paper lead goes to submit_form_lead with what it owes, then its email through Resend and the signed webhook', async () => {
    calls.length = 0;
    const res = await postLead('white-paper', { ...leadFields, page: '/resources/white-papers' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, link: '/downloads/paylean-ai-automation-trends-2024.pdf' });
    const [rpc] = received('/rest/v1/rpc/');
    expect(rpc!.url).toBe('/rest/v1/rpc/submit_form_lead');
    expect(rpc!.headers.authorization).toBe('Bearer service-role-key-for-tests');
    expect((rpc!.body as { lead: unknown }).lead).toMatchObject({
      form: 'white-paper',
      email: 'ann@acme.example',
      fields: leadFields,
      effects: [
        { kind: 'email', when: 'stored', payload: expect.objectContaining({ to: 'ann@acme.example' }) },
        { kind: 'lead-webhook', when: 'new-lead', payload: expect.objectContaining({ form: 'white-paper' }) },
      ],
    });
    // After the answer: claimed, delivered, finished.
    await expect.poll(() => received('/rest/v1/rpc/finish_form_effects').length).toBe(1);
    const [mail] = received('/emails');
    expect(mail!.headers.authorization).toBe('Bearer re_test_key');
    expect(mail!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(mail!.body).toMatchObject({ from: 'PayLean <hello@paylean.example>', to: ['ann@acme.example'] });
    expect((mail!.body as { text: string }).text).toContain(`${SITE}/downloads/paylean-ai-automation-trends-2024.pdf`);
    const [hook] = received('/hooks/leads');
    expect(hook!.headers['webhook-signature']).toMatch(/^v1,/);
    expect(hook!.body).toMatchObject({ type: 'lead.created', data: { form: 'white-paper', email: 'ann@acme.example' } });
  });

  test("a plain post asking for the past Masterclass's recording is a webinar lead naming it, and lands on its page", async () => {
    calls.length = 0;
    const form = new URLSearchParams({ session: MASTERCLASS, name: 'Bo Chan', email: 'bo@acme.example', company: 'Acme', consent: 'on' });
    const res = await fetch(`${functionUrl}/functions/v1/submit-form/webinar`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, referer: `${SITE}/resources/webinars` },
      body: form,
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${SITE}/webinar-sent/${MASTERCLASS}/`);
    const [rpc] = received('/rest/v1/rpc/');
    expect((rpc!.body as { lead: unknown }).lead).toMatchObject({
      form: 'webinar',
      email: 'bo@acme.example',
      page: '/resources/webinars',
      fields: { session: MASTERCLASS, name: 'Bo Chan' },
    });
    // No recording yet: nothing to send the visitor; the webhook hears of the lead.
    await expect.poll(() => received('/rest/v1/rpc/finish_form_effects').length).toBe(1);
    expect(received('/hooks/leads')).toHaveLength(1);
    expect(received('/emails')).toEqual([]);
  });

  test('registering for a session that is over, or naming no session, answers 400 and stores nothing', async () => {
    calls.length = 0;
    const closed = await postLead('webinar-registration', { ...leadFields, session: MASTERCLASS });
    expect(closed.status).toBe(400);
    expect(await closed.json()).toEqual({ error: 'Invalid session: registration closed when the session started.' });
    const unknown = await postLead('webinar-recording', { ...leadFields, session: 'no-such-session' });
    expect(await unknown.json()).toEqual({ error: 'Invalid session: open the form from the webinars page.' });
    expect(calls).toEqual([]);
  });

  test('a newsletter address that is already subscribed: the same answer, no email and no webhook', async () => {
    calls.length = 0;
    holds = ['stored'];
    expect((await postLead('newsletter', { email: 'cy@acme.example' })).status).toBe(200);
    expect(received('/rest/v1/rpc/').map((call) => call.url)).toEqual(['/rest/v1/rpc/subscribe_newsletter']);
    expect(received('/emails')).toEqual([]);
    expect(received('/hooks/leads')).toEqual([]);

    holds = ['stored', 'new-lead', 'confirmation-due'];
    expect((await postLead('newsletter', { email: 'dee@acme.example' })).status).toBe(200);
    await expect.poll(() => received('/rest/v1/rpc/finish_form_effects').length).toBe(1);
    const [mail] = received('/emails');
    // Its links: the project's address for the function's pages, whatever host the request was sent to.
    expect((mail!.body as { text: string }).text).toContain(`${standInUrl}/functions/v1/submit-form/newsletter/confirm?token=`);
    expect(received('/rest/v1/rpc/renew_newsletter_confirmation')).toHaveLength(1);
    expect(received('/hooks/leads')).toHaveLength(1);
    holds = ['stored', 'new-lead'];
  });

  test('a registration under Deno: its invitation (the ics package) goes to Resend as a text/calendar attachment', async () => {
    calls.length = 0;
    const { stdout } = await promisify(execFile)(
      deno,
      ['run', '--cached-only', '--config', config, '--allow-env', '--allow-net=127.0.0.1', 'tests/fixtures/deno-webinars.ts'],
      { cwd: root, env: { ...denoEnv, RESEND_BASE_URL: standInUrl } },
    );
    const { status, answer: reply, eml } = JSON.parse(stdout) as { status: number; answer: { links: { label: string }[] }; eml: string };
    expect(status).toBe(200);
    expect(reply.links.map((link) => link.label)).toEqual([
      'Google Calendar',
      'Outlook.com',
      'Outlook for work (Microsoft 365)',
      'Apple Calendar and others (.ics)',
    ]);
    const [mail] = received('/emails');
    const { attachments } = mail!.body as { attachments: { filename: string; content: string; content_type: string }[] };
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({
      filename: 'example-deno-session.ics',
      content_type: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    const calendar = readCalendar(Buffer.from(attachments[0]!.content, 'base64').toString('utf8'));
    expect(calendar).toMatchObject({
      method: 'PUBLISH',
      uid: 'webinar-example-deno-session@paylean.example',
      summary: 'Example: Payroll, Close and Calm',
      startLine: 'DTSTART:20990611T140000Z',
      durationMinutes: 45,
      location: 'https://meet.paylean.example/deno',
      crlf: true,
    });
    const parsed = await simpleParser(eml);
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([['example-deno-session.ics', 'text/calendar']]);
    expect(readCalendar(parsed.attachments[0]!.content.toString('utf8')).startLine).toBe('DTSTART:20990611T140000Z');
  }, 90_000);
});
