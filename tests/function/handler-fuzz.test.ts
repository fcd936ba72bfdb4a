// Property-based fuzzing of the handler on a real (in-memory) PGlite: whatever arrives, the answer is a 2xx or a
// 4xx with a readable JSON { error }, never a 5xx, and every row that gets stored passes the shared schema.
import fc from 'fast-check';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contactSchema } from '@shared/forms/contact/contact-schema';
import { createHandler, type Handler } from '@shared/forms/contact/contact-function';
import { FUNCTION_PATH, startLocalServer } from '../../server/app.ts';
import { openStore, type PgliteStore } from '../../server/pglite-store.ts';
import { FUNCTION_URL, SITE, TEST_SALT, payload, peer } from './contact-fixtures.ts';

const RUNS = { bodies: 1200, payloads: 800, requests: 1000, server: 40 };

let store: PgliteStore;
let handler: Handler;
beforeAll(async () => {
  store = await openStore();
  handler = createHandler(store, { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, log: () => {}, info: () => {} });
}, 60_000);
afterAll(() => store?.close());

/** The answer is a 2xx, or a 4xx whose JSON body is exactly { error: '<a sentence>' }. */
async function expectSoundAnswer(res: Response) {
  expect(res.status === 204 || (res.status >= 200 && res.status < 300) || (res.status >= 400 && res.status < 500)).toBe(true);
  if (res.status === 204) return;
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as Record<string, unknown>;
  if (res.status < 300) expect(body).toEqual({ success: true });
  else {
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatch(/^[A-Z].{10,200}\.$/s);
  }
}

const ip = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.constantFrom('203.0.113.1', '203.0.113.2'), // often the same client, so limits are hit
);
const post = (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
  new Request(FUNCTION_URL, { method: 'POST', headers: { 'content-type': 'application/json', origin: SITE, ...headers }, body });

const anyBody = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.anything().map((value) => JSON.stringify(value) ?? ''),
  fc.uint8Array({ maxLength: 400 }).map((bytes) => new Uint8Array(bytes)),
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.string({ unit: fc.nat(0xffff).map((code) => String.fromCharCode(code)), maxLength: 200 }), // lone surrogates too
  fc.record(Object.fromEntries(Object.keys(payload()).map((key) => [key, fc.jsonValue()]))).map((v) => JSON.stringify(v)),
);

// Mostly-valid submissions (each field valid 9 times in 10, else anything): these reach the database.
const mostly = <T>(valid: fc.Arbitrary<T>, junk: fc.Arbitrary<unknown> = fc.jsonValue()) =>
  fc.oneof({ arbitrary: valid, weight: 9 }, { arbitrary: junk, weight: 1 });
const text = (max: number) => fc.string({ unit: 'grapheme', minLength: 1, maxLength: max });
const nearlyValid = fc.record({
  firstName: mostly(text(30), fc.string({ unit: 'binary', maxLength: 120 })),
  lastName: mostly(text(30), fc.string({ maxLength: 120 })),
  email: mostly(fc.stringMatching(/^[a-z0-9_+-]{1,20}@[a-z0-9]{1,20}\.[a-z]{2,6}$/), fc.oneof(fc.emailAddress(), fc.string())),
  countryCode: mostly(fc.constantFrom('+1-US', '+44', '+7-KZ', '+676'), fc.constantFrom('1', '', '+1-usa')),
  phone: mostly(fc.stringMatching(/^\d{5,15}$/), fc.string({ maxLength: 20 })),
  company: mostly(text(60), fc.string({ unit: 'binary', maxLength: 250 })),
  employees: mostly(fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 99_999 }).map(String)), fc.double()),
  message: mostly(fc.oneof(text(400), fc.lorem({ maxCount: 40 })), fc.string({ unit: 'binary', maxLength: 5100 })),
  callConsent: mostly(fc.boolean()),
  submissionId: mostly(
    fc.oneof(
      fc.uuid(),
      fc.uuid().map((id) => id.toUpperCase()),
    ),
    fc.string({ maxLength: 40 }),
  ),
  website: mostly(fc.constantFrom(undefined, '', '  '), fc.string({ maxLength: 20 })),
  elapsedMs: mostly(fc.integer({ min: 3000, max: 600_000 }), fc.oneof(fc.constant(undefined), fc.double())),
  extra: fc.option(fc.jsonValue(), { nil: undefined }),
});

const headerValue = fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).filter((v) => !/[\r\n\0]/.test(v));
const anyRequest = fc.record({
  method: fc.oneof(
    fc.constantFrom('POST', 'GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'post'),
    fc.stringMatching(/^[A-Z]{1,8}$/).filter((m) => !['CONNECT', 'TRACE', 'TRACK'].includes(m)),
  ),
  contentType: fc.option(
    fc.oneof(
      fc.constantFrom(
        'application/json',
        'Application/JSON; charset=utf-8',
        'application/x+json',
        'text/plain',
        'multipart/form-data; boundary=x',
      ),
      headerValue,
    ),
    { nil: undefined },
  ),
  origin: fc.option(fc.oneof(fc.constantFrom(SITE, 'https://evil.example', 'null'), headerValue), { nil: undefined }),
  forwardedFor: fc.option(headerValue, { nil: undefined }),
  contentLength: fc.option(fc.oneof(fc.nat().map(String), headerValue), { nil: undefined }),
  body: fc.oneof(
    anyBody,
    nearlyValid.map((v) => JSON.stringify(v)),
  ),
  ip: fc.option(ip, { nil: undefined }),
});

function toRequest(r: {
  method: string;
  contentType?: string;
  origin?: string;
  forwardedFor?: string;
  contentLength?: string;
  body: string | Uint8Array<ArrayBuffer>;
}): Request {
  const headers = new Headers();
  if (r.contentType !== undefined) headers.set('content-type', r.contentType);
  if (r.origin !== undefined) headers.set('origin', r.origin);
  if (r.forwardedFor !== undefined) headers.set('x-forwarded-for', r.forwardedFor);
  if (r.contentLength !== undefined) headers.set('content-length', r.contentLength);
  const hasBody = !['GET', 'HEAD'].includes(r.method.toUpperCase());
  return new Request(FUNCTION_URL, { method: r.method, headers, ...(hasBody && { body: r.body }) });
}

describe('handler fuzzing', () => {
  test(`any body as a JSON POST (${RUNS.bodies} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, ip, async (body, address) => expectSoundAnswer(await handler(post(body), peer(address)))),
      { numRuns: RUNS.bodies },
    );
  }, 60_000);

  test(`nearly valid submissions (${RUNS.payloads} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(nearlyValid, ip, async (body, address) =>
        expectSoundAnswer(await handler(post(JSON.stringify(body)), peer(address))),
      ),
      { numRuns: RUNS.payloads },
    );
  }, 60_000);

  test(`any method, headers and body (${RUNS.requests} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(anyRequest, async (r) => expectSoundAnswer(await handler(toRequest(r), r.ip && peer(r.ip)))),
      { numRuns: RUNS.requests },
    );
  }, 60_000);

  test(`the real local server, one keep-alive connection: oversized and junk between valid submissions (${RUNS.server} runs)`, async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'paylean-fuzz-'));
    await writeFile(path.join(dist, '404.html'), 'Not found'); // the static site is not under test
    const server = await startLocalServer({
      distDir: dist,
      port: 0,
      handler: {
        allowedOrigins: [SITE],
        ipHashSalt: TEST_SALT,
        log: () => {},
        info: () => {},
        rateLimits: { perNetworkPerMinute: 1e6, perEmailPerHour: 1e6 },
      },
    });
    const huge = fc.constantFrom(' '.repeat(5 * 1024 * 1024), '['.repeat(200_000), `{"message": "${'x'.repeat(20_000)}"}`);
    const step = fc.oneof(
      fc.constant({ valid: true as const }),
      fc.record({
        body: fc.oneof(
          anyBody,
          huge,
          nearlyValid.map((v) => JSON.stringify(v)),
        ),
        type: fc.constantFrom('application/json', 'text/plain'),
      }),
    );
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 6 }), async (steps) => {
          for (const s of steps) {
            const valid = 'valid' in s ? payload() : undefined;
            const init = valid ? { body: JSON.stringify(valid), type: 'application/json' } : (s as { body: string; type: string });
            // Node's fetch keeps the connection alive, as a browser does: an early answer must not cost the next request.
            const res = await fetch(server.url + FUNCTION_PATH, {
              method: 'POST',
              headers: { 'content-type': init.type, origin: SITE },
              body: init.body,
            }).catch((error: unknown) => {
              if (valid) throw error; // a huge body may meet a closed socket; a valid one never may
              return undefined;
            });
            if (!res) continue;
            await expectSoundAnswer(res);
            if (valid) {
              expect(res.status).toBe(200);
              const found = await store.db.query('select 1 from public.contact_submissions where submission_id = $1', [valid.submissionId]);
              expect(found.rows).toHaveLength(1);
            }
          }
        }),
        { numRuns: RUNS.server },
      );
    } finally {
      await server.close();
      await rm(dist, { recursive: true, force: true });
    }
  }, 120_000);

  test('every stored row passes the contact schema', async () => {
    const rows = await store.list();
    console.info(`handler fuzzing: ${RUNS.bodies + RUNS.payloads + RUNS.requests + RUNS.server} runs stored ${rows.length} rows`);
    expect(rows.length).toBeGreaterThan(20); // the fuzzing did store rows
    for (const row of rows) {
      const result = contactSchema.safeParse(row);
      expect(result.success, `${row.submissionId}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
      expect(row).toMatchObject(result.data!); // stored already trimmed and normalised
    }
  });
});
