import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationSchema } from '@shared/forms/application/application-schema';
import { contactSchema } from '@shared/forms/contact/contact-schema';
import { TURNSTILE_FIELD } from '@shared/http/form-post';
import { leadSchema } from '@shared/forms/leads/lead-schema';
import { TURNSTILE_MESSAGES, turnstileRefusal, verifyTurnstile } from '@shared/pipeline/turnstile';
import { PASSING_TOKEN, startTurnstileStandIn, TEST_SECRET } from '../fixtures/turnstile-stand-in.ts';
import { payload } from '../function/contact-fixtures.ts';

let siteverify: Awaited<ReturnType<typeof startTurnstileStandIn>>;
beforeAll(async () => {
  siteverify = await startTurnstileStandIn();
});
afterAll(() => siteverify?.close());
beforeEach(() => {
  siteverify.requests.length = 0;
  siteverify.answerWith('verdict');
});

const verify = (token: string, more: Partial<Parameters<typeof verifyTurnstile>[0]> = {}) =>
  verifyTurnstile({ token, secret: TEST_SECRET, verifyUrl: siteverify.url, ...more });

describe('verifyTurnstile, against a stand-in siteverify', () => {
  it('passes a token siteverify accepts, asking with the secret, the token and the address, form-encoded', async () => {
    const key = crypto.randomUUID();
    expect(await verify(PASSING_TOKEN, { remoteIp: '203.0.113.7', idempotencyKey: key })).toEqual({ outcome: 'passed' });
    expect(siteverify.requests).toEqual([
      {
        method: 'POST',
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        secret: TEST_SECRET,
        response: PASSING_TOKEN,
        remoteip: '203.0.113.7',
        idempotency_key: key,
      },
    ]);
  });

  it('fails a token siteverify refuses, with its codes', async () => {
    expect(await verify('forged')).toEqual({ outcome: 'failed', codes: ['invalid-input-response'] });
    expect(siteverify.requests[0]).not.toHaveProperty('remoteip');
  });

  it('has no verdict when siteverify is slower than the timeout, fails, or answers without one', async () => {
    siteverify.answerWith('hang');
    expect(await verify(PASSING_TOKEN, { timeoutMs: 200 })).toEqual({ outcome: 'unavailable', reason: expect.stringMatching(/Timeout/) });
    siteverify.answerWith('status-500');
    expect(await verify(PASSING_TOKEN)).toEqual({ outcome: 'unavailable', reason: 'siteverify answered 500' });
    siteverify.answerWith('not-json');
    expect(await verify(PASSING_TOKEN)).toEqual({ outcome: 'unavailable', reason: expect.stringMatching(/SyntaxError/) });
    siteverify.answerWith('no-verdict');
    expect(await verify(PASSING_TOKEN)).toEqual({ outcome: 'unavailable', reason: 'siteverify answered no verdict' });
  });

  it('has no verdict when siteverify refuses the secret (the configuration, not the visitor) or cannot be reached', async () => {
    expect(await verify(PASSING_TOKEN, { secret: 'wrong' })).toEqual({
      outcome: 'unavailable',
      reason: 'siteverify answered invalid-input-secret',
    });
    const unreachable = await verify(PASSING_TOKEN, { verifyUrl: 'http://127.0.0.1:9/siteverify' });
    expect(unreachable.outcome).toBe('unavailable');
  });
});

describe("the pipeline's Turnstile check", () => {
  const logged: string[] = [];
  const logs = { logName: 'send-contact-form', log: (m: string) => void logged.push(m), info: (m: string) => void logged.push(m) };
  const check = (body: unknown, submissionId = crypto.randomUUID()) =>
    turnstileRefusal({ secret: TEST_SECRET, verifyUrl: siteverify.url }, { body, submissionId, address: '198.51.100.4' }, logs);
  beforeEach(() => {
    logged.length = 0;
  });

  it("answers nothing for a token siteverify accepts, and asks again with the same key for the same send's retry", async () => {
    const id = crypto.randomUUID();
    expect(await check({ [TURNSTILE_FIELD]: PASSING_TOKEN }, id)).toBeUndefined();
    expect(await check({ [TURNSTILE_FIELD]: PASSING_TOKEN }, id)).toBeUndefined();
    await check({ [TURNSTILE_FIELD]: 'another' }, id);
    const keys = siteverify.requests.map((request) => request.idempotency_key);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(siteverify.requests[0]?.remoteip).toBe('198.51.100.4');
  });

  it('answers 400 with what to do for no token, an empty, overlong or non-text one, asking siteverify only about text it could have issued', async () => {
    for (const body of [{}, { [TURNSTILE_FIELD]: '' }, { [TURNSTILE_FIELD]: 'x'.repeat(2049) }, { [TURNSTILE_FIELD]: 42 }, null, []]) {
      expect(await check(body)).toEqual({
        status: 400,
        body: { error: 'Please complete the check that you are human, then send again.' },
        code: 'human-check',
      });
    }
    expect(siteverify.requests).toEqual([]);
    expect(await check({ [TURNSTILE_FIELD]: 'forged' })).toMatchObject({ status: 400, code: 'human-check' });
    expect(logged).toEqual(['send-contact-form: Turnstile refused a token (invalid-input-response)']);
  });

  it('answers 503 with Retry-After when no verdict can be had, and logs why without the token or the address', async () => {
    siteverify.answerWith('status-500');
    expect(await check({ [TURNSTILE_FIELD]: PASSING_TOKEN })).toEqual({
      status: 503,
      body: { error: TURNSTILE_MESSAGES.unavailable },
      headers: { 'Retry-After': '60' },
    });
    expect(logged).toEqual(["send-contact-form: Turnstile's check could not be made (siteverify answered 500)"]);
    expect(logged.join(' ')).not.toMatch(/PASSING|198\.51/);
  });
});

describe("every form's schema", () => {
  const request = { submissionId: crypto.randomUUID(), elapsedMs: 9000, [TURNSTILE_FIELD]: PASSING_TOKEN };
  const forms = {
    contact: [contactSchema, payload(request)],
    newsletter: [leadSchema('newsletter'), { email: 'ann@acme.example', ...request }],
    'white-paper': [leadSchema('white-paper'), { name: 'Ann Lee', email: 'ann@acme.example', company: 'Acme', consent: true, ...request }],
    chat: [leadSchema('chat'), { name: 'Ann Lee', email: 'ann@acme.example', question: 'Do you hire in Brazil?', ...request }],
    application: [
      applicationSchema,
      { position: 'full-stack-engineer', name: 'Ana Lim', email: 'ana@example.com', country: 'Mexico', consent: true, ...request },
    ],
  } as const;

  it.each(Object.entries(forms))('%s: takes the Turnstile token and drops it, so it is never stored', (_, [schema, body]) => {
    const parsed = schema.safeParse(body);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).not.toHaveProperty(TURNSTILE_FIELD);
    expect(parsed.data).toHaveProperty('submissionId', request.submissionId);
  });
});
