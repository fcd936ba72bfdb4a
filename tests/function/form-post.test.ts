import { beforeEach, describe, expect, test, vi } from 'vitest';
import { FORM_MAX_BODY_BYTES, formSubmissionId } from '@shared/http/form-post';
import { createHandler, type Handler } from '@shared/forms/contact/contact-function';
import { ann } from '../fixtures/contact.ts';
import { FUNCTION_URL, SITE, TEST_SALT, memoryStore, noEffects, peer } from './contact-fixtures.ts';

const fields = (patch: Record<string, string | undefined> = {}) => {
  const all: Record<string, string | undefined> = {
    ...ann,
    phone: '(415) 555-0142',
    employees: '25',
    message: 'Payroll takes us two days a month.',
    callConsent: 'on',
    website: '',
    ...patch,
  };
  return new URLSearchParams(Object.entries(all).filter((e): e is [string, string] => e[1] !== undefined));
};

const formPost = (body: URLSearchParams | string, headers: Record<string, string> = {}) =>
  new Request(FUNCTION_URL, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: String(body),
  });

let memory: ReturnType<typeof memoryStore>;
let handler: Handler;
let logged: unknown[][];
beforeEach(() => {
  memory = memoryStore();
  logged = [];
  const log = (...args: unknown[]) => void logged.push(args);
  handler = createHandler(memory.store, { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, log, info: log });
});

const location = (res: Response) => res.headers.get('location');

describe('send-contact-form: a plain HTML form post', () => {
  test('a valid post stores one row (phone separators dropped, consent from the checkbox) and answers 303 to the sent page', async () => {
    const res = await handler(formPost(fields()), peer('203.0.113.9'));
    expect(res.status).toBe(303);
    expect(location(res)).toBe(`${SITE}/message-sent/`);
    expect(memory.rows.size).toBe(1);
    const [row] = memory.rows.values();
    expect(row).toMatchObject({ ...ann, phone: ann.phone, employees: 25, callConsent: true });
    expect(row).not.toHaveProperty('website');
  });

  test('the same post twice (double tap, reload) is stored once, and both answers are the sent page', async () => {
    const answers = await Promise.all([handler(formPost(fields())), handler(formPost(fields()))]);
    expect(answers.map(location)).toEqual([`${SITE}/message-sent/`, `${SITE}/message-sent/`]);
    expect((await handler(formPost(fields()))).status).toBe(303);
    expect(memory.rows.size).toBe(1);
  });

  test('the submission id is a UUID derived from the fields and the day', async () => {
    const a = { ...ann, message: 'x' };
    const id = await formSubmissionId(a, Date.UTC(2026, 0, 1, 1));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await formSubmissionId(a, Date.UTC(2026, 0, 1, 23))).toBe(id);
    expect(await formSubmissionId(a, Date.UTC(2026, 0, 2, 1))).not.toBe(id);
    expect(await formSubmissionId({ ...a, message: 'y' }, Date.UTC(2026, 0, 1, 1))).not.toBe(id);
  });

  test.each([
    ['email', { email: 'not-an-email' }, 'invalid-email'],
    ['a missing first name', { firstName: undefined }, 'invalid-firstName'],
    ['letters in the phone', { phone: '555-CALL-NOW' }, 'invalid-phone'],
    ['employees', { employees: 'many' }, 'invalid-employees'],
  ])('an invalid %s stores nothing and answers 303 to the not-sent page naming it', async (_, patch, code) => {
    const res = await handler(formPost(fields(patch)));
    expect(res.status).toBe(303);
    expect(location(res)).toBe(`${SITE}/message-not-sent/#${code}`);
    expect(memory.rows.size).toBe(0);
  });

  test('a filled honeypot is answered like a person, and nothing is stored', async () => {
    const res = await handler(formPost(fields({ website: 'https://spam.example' })));
    expect(location(res)).toBe(`${SITE}/message-sent/`);
    expect(memory.rows.size).toBe(0);
  });

  test.each([
    ['no Origin', {}],
    ['Origin null', { origin: 'null' }],
    ['another site', { origin: 'https://evil.example' }],
  ])('%s: 403, no redirect, nothing stored', async (_, headers) => {
    const req = formPost(fields(), headers);
    if (!('origin' in headers)) req.headers.delete('origin');
    const res = await handler(req);
    expect(res.status).toBe(403);
    expect(location(res)).toBeNull();
    expect(memory.rows.size).toBe(0);
  });

  test('an oversized body (declared or streamed) answers the too-large page', async () => {
    const big = fields({ message: 'x'.repeat(FORM_MAX_BODY_BYTES) });
    expect(location(await handler(formPost(big)))).toBe(`${SITE}/message-not-sent/#too-large`);
    const lying = formPost(big, { 'content-length': '100' });
    expect(location(await handler(lying))).toBe(`${SITE}/message-not-sent/#too-large`);
    expect(memory.rows.size).toBe(0);
  });

  test('the rate limit and a failing store answer their codes; the log holds no field value', async () => {
    memory.fail(true);
    const down = await handler(formPost(fields({ message: 'store down' })));
    expect(location(down)).toBe(`${SITE}/message-not-sent/#store-down`);
    memory.fail(false);
    const codes: (string | null)[] = [];
    for (let i = 0; i < 6; i++) codes.push(location(await handler(formPost(fields({ message: `m${i}` })), peer('198.51.100.7'))));
    expect(codes.at(-1)).toBe(`${SITE}/message-not-sent/#too-many`);
    const text = JSON.stringify(logged.map((args) => args.map(String)));
    for (const value of [ann.email, ann.firstName, ann.lastName, ann.phone, 'store down']) expect(text).not.toContain(value);
  });

  test('the redirect never carries a field value', async () => {
    const res = await handler(formPost(fields({ email: 'leak@example' })));
    expect(location(res)).not.toContain('leak');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

vi.setConfig({ testTimeout: 20_000 });

describe('function logs', () => {
  test('a database error is logged by class and SQLSTATE only, never its message or detail', async () => {
    const dbError = Object.assign(new Error(`duplicate key value: Key (email)=(${ann.email})`), {
      name: 'DatabaseError',
      code: '23505',
      detail: `Key (email)=(${ann.email}) already exists.`,
    });
    const seen: unknown[] = [];
    const failing = createHandler(
      { ...noEffects, submit: () => Promise.reject(dbError) },
      { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, log: (...args) => void seen.push(...args) },
    );
    await failing(formPost(fields()));
    const logged = seen.map((v) => (v instanceof Error ? `${v.message} ${v.stack} ${JSON.stringify(v)}` : String(v))).join(' ');
    expect(logged).toContain('DatabaseError (code 23505)');
    expect(logged).not.toContain(ann.email);
  });
});
