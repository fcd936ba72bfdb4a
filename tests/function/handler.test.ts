import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createHandler, MESSAGES, type Handler } from '@shared/forms/contact/contact-function';
import type { ContactStore } from '@shared/db/store';
import { openStore, type PgliteStore } from '../../server/pglite-store.ts';
import { ann } from '../fixtures/contact.ts';
import { FUNCTION_URL as URL_, SITE, TEST_SALT, ipHash, noEffects, payload, peer, post } from './contact-fixtures.ts';

function expectCors(res: Response) {
  expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
  expect(res.headers.get('vary')).toBe('Origin');
  const allowed = res.headers.get('access-control-allow-headers') ?? '';
  for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type']) expect(allowed).toContain(header);
}

async function expectError(res: Response, status: number, message: string | RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expectCors(res);
  const body = (await res.json()) as { error: unknown };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error).toMatch(message);
}

// One PGlite per file: it takes seconds to start.
let store: PgliteStore;
let handler: Handler;
beforeAll(async () => {
  store = await openStore();
  handler = createHandler(store, { allowedOrigins: [SITE], ipHashSalt: TEST_SALT });
}, 60_000);
afterAll(() => store?.close());

const rowsFor = async (submissionId: string) =>
  (await store.db.query('select * from contact_submissions where submission_id = $1', [submissionId])).rows;

describe('send-contact-form handler on PGlite', () => {
  let before: number;
  beforeEach(async () => {
    before = await store.count();
  });
  const expectNoNewRow = async () => expect(await store.count()).toBe(before);

  test('a valid submission answers 200 and stores exactly one row with every field', async () => {
    const body = payload({ firstName: `  ${ann.firstName} `, employees: '25', message: 'Line one\n\tLine two', extra: 'ignored' });
    const res = await handler(post(body), peer('203.0.113.9'));
    expect(res.status).toBe(200);
    expectCors(res);
    expect(await res.json()).toEqual({ success: true });

    const rows = await rowsFor(body.submissionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      submission_id: body.submissionId,
      first_name: ann.firstName,
      last_name: ann.lastName,
      email: ann.email,
      country_code: ann.countryCode,
      phone: ann.phone,
      company: ann.company,
      employees: 25,
      message: 'Line one\n\tLine two',
      call_consent: true,
      client_ip_hash: ipHash('203.0.113.9'),
      created_at: expect.any(Date),
      page: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      referrer: null,
    }); // no website, no elapsedMs, no raw address
    expect(await store.count()).toBe(before + 1);
  });

  test('the same submission id twice answers 200 both times and stores one row', async () => {
    const body = payload();
    expect((await handler(post(body))).status).toBe(200);
    expect((await handler(post({ ...body, message: 'retry' }))).status).toBe(200);
    const concurrent = await Promise.all([1, 2, 3].map(() => handler(post(body))));
    expect(concurrent.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await rowsFor(body.submissionId);
    expect(rows).toHaveLength(1);
    expect((rows[0] as { message: string }).message).toBe(body.message);
  });

  test('OPTIONS answers 204 with the CORS headers and no body', async () => {
    const res = await handler(new Request(URL_, { method: 'OPTIONS', headers: { origin: SITE } }));
    expect(res.status).toBe(204);
    expectCors(res);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(await res.text()).toBe('');
  });

  test.each(['GET', 'PUT', 'PATCH', 'DELETE'])('%s answers 405', async (method) => {
    const res = await handler(new Request(URL_, { method, headers: { origin: SITE }, ...(method !== 'GET' && { body: '{}' }) }));
    await expectError(res, 405, MESSAGES.method);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    await expectNoNewRow();
  });

  test.each([
    ['text/plain', 'text/plain'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['missing', ''],
  ])('content type %s answers 400', async (_, type) => {
    const req = new Request(URL_, { method: 'POST', body: JSON.stringify(payload()), headers: { origin: SITE, 'content-type': type } });
    if (!type) req.headers.delete('content-type');
    await expectError(await handler(req), 400, MESSAGES.contentType);
    await expectNoNewRow();
  });

  test('a JSON content type with parameters is accepted', async () => {
    const res = await handler(post(payload(), { 'content-type': 'Application/JSON; charset=UTF-8' }));
    expect(res.status).toBe(200);
  });

  test.each([
    ['empty', ''],
    ['truncated', '{"firstName": "Ann"'],
    ['form-encoded', 'firstName=Ann'],
    ['single quotes', "{'firstName': 'Ann'}"],
  ])('a body that is not JSON (%s) answers 400', async (_, body) => {
    await expectError(await handler(post(body)), 400, MESSAGES.notJson);
    await expectNoNewRow();
  });

  test('a body that is not UTF-8 answers 400', async () => {
    await expectError(await handler(post(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]))), 400, MESSAGES.notJson);
    await expectNoNewRow();
  });

  test.each([null, 42, '"text"', '[]', 'true'])('JSON that is not an object (%s) answers 400', async (body) => {
    await expectError(await handler(post(String(body))), 400, /^Invalid request: /);
    await expectNoNewRow();
  });

  test('a body over 16 KB answers 413, with or without Content-Length', async () => {
    const big = payload({ message: 'x'.repeat(17_000) });
    await expectError(await handler(post(big)), 413, /larger than 16 KB/);

    const bytes = new TextEncoder().encode(JSON.stringify(big));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.slice(i, i + 1000));
        controller.close();
      },
    });
    const chunked = new Request(URL_, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.headers.get('content-length')).toBeNull();
    await expectError(await handler(chunked), 413, /larger than 16 KB/);
    await expectNoNewRow();
  });

  test('the largest valid message fits under the limit', async () => {
    const res = await handler(post(payload({ message: 'x'.repeat(5000) })));
    expect(res.status).toBe(200);
  });

  test('a body stream that fails answers 400', async () => {
    const stream = new ReadableStream({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const req = new Request(URL_, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectError(await handler(req), 400, MESSAGES.unreadable);
    await expectNoNewRow();
  });

  const LABELS: Record<string, string> = {
    firstName: 'first name',
    lastName: 'last name',
    email: 'email',
    countryCode: 'country code',
    phone: 'phone number',
    company: 'company name',
    employees: 'number of employees',
    message: 'message',
    callConsent: 'call consent',
    submissionId: 'submission id',
    website: 'website',
    elapsedMs: 'fill time',
  };

  test.each(Object.keys(LABELS).filter((key) => key !== 'website' && key !== 'elapsedMs'))(
    'a missing %s answers 400 naming it',
    async (field) => {
      const body: Record<string, unknown> = payload();
      delete body[field];
      await expectError(await handler(post(body)), 400, `Invalid ${LABELS[field]}: this field is required.`);
      await expectNoNewRow();
    },
  );

  test.each<[string, unknown]>([
    ['firstName', ''],
    ['firstName', '   '],
    ['firstName', 'x'.repeat(101)],
    ['firstName', 'Ann\u0007'],
    ['firstName', 7],
    ['lastName', null],
    ['email', 'ann.acme.example'],
    ['email', 'ann@'],
    ['email', `${'x'.repeat(250)}@a.co`],
    ['countryCode', '1'],
    ['countryCode', '+1-usa'],
    ['phone', '415-555-0142'],
    ['phone', '123'],
    ['phone', '1'.repeat(16)],
    ['company', 'x'.repeat(201)],
    ['employees', 'abc'],
    ['employees', ''],
    ['employees', 0],
    ['employees', -3],
    ['employees', 2.5],
    ['employees', [5]],
    ['message', 'x'.repeat(5001)],
    ['message', 'a\u0000b'],
    ['callConsent', 'true'],
    ['callConsent', 1],
    ['submissionId', 'not-a-uuid'],
    ['submissionId', 123],
    ['message', 'broken \ud800 surrogate'],
    ['company', '\udfff'],
    ['website', 5],
    ['website', 'x'.repeat(1001)],
    ['elapsedMs', -1],
    ['elapsedMs', '5000'],
    ['elapsedMs', null],
  ])('%s = %j answers 400 naming the field', async (field, value) => {
    await expectError(await handler(post(payload({ [field]: value }))), 400, new RegExp(`^Invalid ${LABELS[field]}: `));
    await expectNoNewRow();
  });

  test('a store that fails answers 503 with a readable error, and it is logged', async () => {
    const log = vi.fn();
    const failing: ContactStore = { ...noEffects, submit: () => Promise.reject(new Error('connection refused')) };
    const res = await createHandler(failing, { log, allowedOrigins: [SITE], ipHashSalt: TEST_SALT })(post(payload()));
    await expectError(res, 503, MESSAGES.storeDown);
    expect(res.headers.get('retry-after')).toBe('60');
    // The error's name and message, never the error object (a driver's error can quote the row).
    expect(log).toHaveBeenCalledWith(expect.stringContaining('store failed'), 'Error: connection refused');

    const throwing: ContactStore = {
      ...noEffects,
      submit: () => {
        throw new Error('sync failure');
      },
    };
    const h = createHandler(throwing, { log, allowedOrigins: [SITE], ipHashSalt: TEST_SALT });
    await expectError(await h(post(payload())), 503, MESSAGES.storeDown);
    await expectNoNewRow();
  });
});

describe('logs hold no personal data', () => {
  test("a database error's detail and the request body never reach a log line", async () => {
    const lines: unknown[][] = [];
    const body = payload({ email: 'private.person@acme.example', message: 'my salary is secret' });
    const error = Object.assign(new Error('duplicate key value violates unique constraint'), {
      detail: `Key (email)=(${body.email}) already exists.`,
      parameters: [body.email, body.message],
    });
    const failing: ContactStore = { ...noEffects, submit: () => Promise.reject(error) };
    const handler = createHandler(failing, { log: (...args) => lines.push(args), allowedOrigins: [SITE], ipHashSalt: TEST_SALT });
    expect((await handler(post(body))).status).toBe(503);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.every((arg) => typeof arg === 'string')).toBe(true); // no error object a logger could expand
    const logged = lines[0]!.join(' ');
    for (const secret of [body.email, body.message, body.phone, body.lastName]) expect(logged).not.toContain(secret);
  });
});

describe('exactly once, bots and odd JSON on PGlite', () => {
  test('the same submission id sent 10 times at once answers 200 each time and stores one row', async () => {
    const body = payload();
    const answers = await Promise.all(Array.from({ length: 10 }, () => handler(post(body), peer('198.51.100.10'))));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(await rowsFor(body.submissionId)).toHaveLength(1);
  });

  test('50 different submissions at once are each stored once, whoever shares a statement', async () => {
    const before = await store.count();
    const bodies = Array.from({ length: 50 }, (_, i) => payload({ email: `lead${i}@batch.example` }));
    const answers = await Promise.all(bodies.map((body) => handler(post(body))));
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
    expect(await store.count()).toBe(before + 50);
    const stored = await store.db.query<{ n: number }>(
      'select count(distinct submission_id)::int as n from contact_submissions where submission_id = any($1::uuid[])',
      [bodies.map((body) => body.submissionId)],
    );
    expect(stored.rows[0]!.n).toBe(50);
  });

  test.each<[string, Record<string, unknown>]>([
    ['a filled honeypot', { website: 'http://cheap-pills.example' }],
    ['no fill time', { elapsedMs: undefined }],
    ['a fill time under 3 s', { elapsedMs: 2999 }],
  ])('%s answers the normal 200 and stores nothing', async (_, patch) => {
    const info = vi.fn();
    const h = createHandler(store, { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, info });
    const body = payload(patch);
    const res = await h(post(body));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await rowsFor(body.submissionId)).toHaveLength(0);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]![0]).toMatch(/^send-contact-form: ignored a likely bot \([a-z ]+\)$/);
  });

  test('a blank honeypot and a fill time of exactly 3 s are a person', async () => {
    const body = payload({ website: '   ', elapsedMs: 3000 });
    expect((await handler(post(body))).status).toBe(200);
    expect(await rowsFor(body.submissionId)).toHaveLength(1);
  });

  test('deeply nested JSON, __proto__ keys and huge unknown fields are harmless', async () => {
    const deep = `{"firstName":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    await expectError(await handler(post(deep)), 400, /^Invalid first name: expected text\.$/);

    const polluted = JSON.stringify(payload()).replace(/^\{/, '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},');
    expect((await handler(post(polluted))).status).toBe(200);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();

    const padded = payload({ padding: 'x'.repeat(10_000) });
    expect((await handler(post(padded))).status).toBe(200);
    expect(await rowsFor(padded.submissionId)).toHaveLength(1);
  });
});
