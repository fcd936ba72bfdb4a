import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApplicationHandler } from '@shared/forms/application/application-function';
import { handlerOptionsFromEnv } from '@shared/config';
import { TURNSTILE_FIELD } from '@shared/http/form-post';
import { createHandler, type Handler, type HandlerOptions } from '@shared/forms/contact/contact-function';
import { createLeadHandler } from '@shared/forms/leads/lead-function';
import { applicationDb, type ApplicationDb } from '../../server/admin/application-db.ts';
import { localFileStore } from '../../server/local-file-store.ts';
import { openStore, type PgliteStore } from '../../server/pglite-store.ts';
import { multipartBody, pdf } from '../fixtures/documents.ts';
import { PASSING_TOKEN, startTurnstileStandIn, TEST_SECRET } from '../fixtures/turnstile-stand-in.ts';
import { FUNCTION_URL, LINKS, payload, peer, post, settled, SITE } from './contact-fixtures.ts';

/**
 * Every form function with TURNSTILE_SECRET_KEY set, its tokens checked by a stand-in siteverify
 * (TURNSTILE_VERIFY_URL): the contact form, a lead form and the job application, sent as JSON, as a plain post
 * and as multipart.
 */

let store: PgliteStore;
let applications: ApplicationDb;
let uploads: string;
let siteverify: Awaited<ReturnType<typeof startTurnstileStandIn>>;
let contact: Handler;
let leads: Handler;
let apply: Handler;
let logged: string[];

beforeAll(async () => {
  [store, siteverify] = await Promise.all([openStore(), startTurnstileStandIn()]);
  applications = applicationDb(store.db);
  uploads = await mkdtemp(path.join(os.tmpdir(), 'paylean-turnstile-'));
}, 60_000);
afterAll(async () => {
  await store?.close();
  await siteverify?.close();
  await rm(uploads, { recursive: true, force: true });
});
beforeEach(async () => {
  await store.db.exec(
    `delete from contact_submissions; delete from form_leads; delete from job_applications; delete from contact_rate_limit_slots;
     delete from job_application_rate_limit_slots; delete from form_effects; delete from visitor_email_sends;`,
  );
  for (const file of await readdir(uploads)) await rm(path.join(uploads, file));
  siteverify.requests.length = 0;
  siteverify.answerWith('verdict');
  logged = [];
  const env: Record<string, string> = {
    ALLOWED_ORIGINS: SITE,
    IP_HASH_SALT: 'salt',
    TURNSTILE_SECRET_KEY: TEST_SECRET,
    TURNSTILE_VERIFY_URL: siteverify.url,
  };
  const options: HandlerOptions = { ...handlerOptionsFromEnv((name) => env[name]), log: (m) => void logged.push(m), info: () => {} };
  contact = createHandler(store, options);
  leads = settled(createLeadHandler({ store, mailer: { send: async () => {} }, links: LINKS }, options));
  apply = createApplicationHandler(store, localFileStore(uploads), options);
});

const contactRows = async () => (await store.db.query('select submission_id from contact_submissions')).rows;
const formPost = (url: string, params: Record<string, string>) =>
  new Request(url, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  });

describe('the contact form with Turnstile', () => {
  it('refuses a send without a token or with one siteverify refuses (400, what to do), and stores nothing', async () => {
    for (const body of [payload(), payload({ [TURNSTILE_FIELD]: 'forged' })]) {
      const res = await contact(post(body), peer('203.0.113.20'));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Please complete the check that you are human, then send again.' });
    }
    expect(await contactRows()).toEqual([]);
    // Only the token was asked about: a send without one never reaches siteverify.
    expect(siteverify.requests.map((r) => r.response)).toEqual(['forged']);
  });

  it('stores a send whose token siteverify accepts, without the token, asking with the client address', async () => {
    const body = payload({ [TURNSTILE_FIELD]: PASSING_TOKEN });
    const res = await contact(post(body), peer('203.0.113.21'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const rows = await store.db.query<Record<string, unknown>>('select * from contact_submissions');
    expect(rows.rows.map((row) => row.submission_id)).toEqual([body.submissionId]);
    expect(JSON.stringify(rows.rows)).not.toContain(PASSING_TOKEN);
    expect(siteverify.requests).toEqual([
      expect.objectContaining({ secret: TEST_SECRET, response: PASSING_TOKEN, remoteip: '203.0.113.21' }),
    ]);
  });

  it('answers 503 with Retry-After while siteverify is down, stores nothing, and stores the retry once it is back', async () => {
    const body = payload({ [TURNSTILE_FIELD]: PASSING_TOKEN });
    for (const mode of ['status-500', 'not-json', 'bad-secret'] as const) {
      siteverify.answerWith(mode);
      const res = await contact(post(body), peer('203.0.113.22'));
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(await res.json()).toEqual({ error: 'We could not check that you are human right now. Please try again in a minute.' });
    }
    expect(await contactRows()).toEqual([]);
    expect(logged).toEqual([
      "send-contact-form: Turnstile's check could not be made (siteverify answered 500)",
      expect.stringMatching(/^send-contact-form: Turnstile's check could not be made \(SyntaxError/),
      "send-contact-form: Turnstile's check could not be made (siteverify answered invalid-input-secret)",
    ]);
    siteverify.answerWith('verdict');
    expect((await contact(post(body), peer('203.0.113.22'))).status).toBe(200);
    expect(await contactRows()).toHaveLength(1);
  });

  it("still drops a bot's send silently (honeypot, fill time) without asking siteverify", async () => {
    const res = await contact(post(payload({ website: 'https://spam.example', [TURNSTILE_FIELD]: PASSING_TOKEN })));
    expect(res.status).toBe(200);
    expect(await contactRows()).toEqual([]);
    expect(siteverify.requests).toEqual([]);
  });

  it('sent without JavaScript: no token lands on the not-sent page at #human-check; the token the widget posted is checked', async () => {
    const fields = { ...payload(), employees: '25', callConsent: 'on' } as Record<string, unknown>;
    const params = Object.fromEntries(Object.entries(fields).filter(([name]) => !['submissionId', 'elapsedMs'].includes(name)));
    const refused = await contact(formPost(FUNCTION_URL, params as Record<string, string>), peer('203.0.113.23'));
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(`${SITE}/message-not-sent/#human-check`);
    expect(await contactRows()).toEqual([]);

    const sent = await contact(formPost(FUNCTION_URL, { ...params, [TURNSTILE_FIELD]: PASSING_TOKEN } as Record<string, string>));
    expect(sent.headers.get('location')).toBe(`${SITE}/message-sent/`);
    expect(await contactRows()).toHaveLength(1);

    siteverify.answerWith('status-500');
    const another = { ...params, message: 'Another message', [TURNSTILE_FIELD]: PASSING_TOKEN } as Record<string, string>;
    const down = await contact(formPost(FUNCTION_URL, another));
    expect(down.headers.get('location')).toBe(`${SITE}/message-not-sent/#store-down`);
    expect(await contactRows()).toHaveLength(1);
  });
});

describe('a lead form with Turnstile', () => {
  const LEAD_URL = 'http://localhost/functions/v1/submit-form/white-paper';
  const lead = (patch: Record<string, unknown> = {}) => ({
    name: 'Ann Lee',
    email: 'ann@acme.example',
    company: 'Acme',
    consent: true,
    submissionId: crypto.randomUUID(),
    elapsedMs: 9000,
    ...patch,
  });
  const json = (body: unknown) =>
    new Request(LEAD_URL, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('refuses a send without a passing token and stores one with it; a plain post without one lands on #human-check', async () => {
    expect((await leads(json(lead()))).status).toBe(400);
    expect((await leads(json(lead({ [TURNSTILE_FIELD]: 'forged' })))).status).toBe(400);
    expect(await store.listLeads()).toEqual([]);
    const res = await leads(json(lead({ [TURNSTILE_FIELD]: PASSING_TOKEN })));
    expect(res.status).toBe(200);
    expect(await store.listLeads()).toHaveLength(1);

    const plain = await leads(formPost(LEAD_URL, { name: 'Bo Chan', email: 'bo@acme.example', company: 'Acme', consent: 'on' }));
    expect(plain.headers.get('location')).toBe(`${SITE}/form-not-sent/#human-check`);
    expect(await store.listLeads()).toHaveLength(1);
  });
});

describe('the job application with Turnstile', () => {
  const fields = {
    position: 'full-stack-engineer',
    name: 'Ana Lim',
    email: 'ana@example.com',
    country: 'Mexico',
    consent: 'yes',
  };
  const send = (extra: Record<string, string>, accept = true) => {
    const { body, contentType } = multipartBody({ ...fields, ...extra }, { name: 'Ana Lim CV.pdf', bytes: pdf() });
    const headers = { 'content-type': contentType, origin: SITE, ...(accept && { accept: 'application/json' }) };
    return apply(new Request('http://localhost/functions/v1/submit-application', { method: 'POST', headers, body }), peer('203.0.113.30'));
  };
  const island = { submissionId: crypto.randomUUID(), elapsedMs: '12000' };

  it('refuses one without a passing token, keeping neither row nor résumé, and stores one with it', async () => {
    const refused = await send(island);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Please complete the check that you are human, then send again.' });
    expect(await send({}, false).then((res) => res.headers.get('location'))).toBe(`${SITE}/application-not-sent/#human-check`);
    expect([await applications.list(), await readdir(uploads)]).toEqual([[], []]);

    siteverify.answerWith('status-500');
    expect((await send({ ...island, [TURNSTILE_FIELD]: PASSING_TOKEN })).status).toBe(503);
    expect(await readdir(uploads)).toEqual([]);

    siteverify.answerWith('verdict');
    expect((await send({ ...island, [TURNSTILE_FIELD]: PASSING_TOKEN })).status).toBe(200);
    expect(await applications.list()).toHaveLength(1);
    expect(await readdir(uploads)).toHaveLength(1);
  });
});

describe('without TURNSTILE_SECRET_KEY', () => {
  it('takes a send with or without a token as before, storing neither token nor asking anyone', async () => {
    const plain = createHandler(
      store,
      handlerOptionsFromEnv((name) => ({ ALLOWED_ORIGINS: SITE, IP_HASH_SALT: 'salt' })[name]),
    );
    expect(handlerOptionsFromEnv(() => undefined)).not.toHaveProperty('turnstile');
    for (const body of [payload(), payload({ [TURNSTILE_FIELD]: 'anything' })]) {
      expect((await plain(post(body), peer('203.0.113.40'))).status).toBe(200);
    }
    expect(await contactRows()).toHaveLength(2);
    expect(siteverify.requests).toEqual([]);
  });
});

describe('the settings', () => {
  it('read the secret and the verify address; one that is not an http(s) URL is named in a warning and Cloudflare asked instead', () => {
    const warned: string[] = [];
    const read = (env: Record<string, string>) =>
      handlerOptionsFromEnv(
        (name) => env[name],
        (m) => void warned.push(m),
      ).turnstile;
    expect(read({ TURNSTILE_SECRET_KEY: ' s ', TURNSTILE_VERIFY_URL: 'http://127.0.0.1:1/v' })).toEqual({
      secret: 's',
      verifyUrl: 'http://127.0.0.1:1/v',
    });
    expect(warned).toEqual([]);
    expect(read({ TURNSTILE_SECRET_KEY: 's', TURNSTILE_VERIFY_URL: 'ftp://x' })).toEqual({ secret: 's' });
    expect(warned).toEqual([expect.stringContaining('TURNSTILE_VERIFY_URL: ignoring ftp://x')]);
  });
});
