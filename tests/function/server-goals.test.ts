import { describe, expect, test } from 'vitest';
import { sitePath } from '@shared/forms/attribution';
import { createHandler } from '@shared/forms/contact/contact-function';
import { goalPageUrl, goalsFromEnv, plausibleGoals, type GoalVisit } from '@shared/delivery/server-goals';
import { ann } from '../fixtures/contact.ts';
import { FUNCTION_URL, SITE, TEST_SALT, memoryStore, payload, peer, post } from './contact-fixtures.ts';

const EVENTS = 'https://plausible.example/api/event';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1';

/** A fetch that records what it was asked to send and answers with `status`, or throws `error`. */
function recordingFetch(answer: { status?: number; error?: Error } = {}) {
  const sent: { url: string; headers: Record<string, string>; body: Record<string, unknown>; signal: AbortSignal | null }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({
      url,
      headers: init.headers as Record<string, string>,
      body: JSON.parse(init.body as string) as Record<string, unknown>,
      signal: init.signal ?? null,
    });
    if (answer.error) throw answer.error;
    return new Response('ok', { status: answer.status ?? 202 });
  }) as typeof globalThis.fetch;
  return { sent, fetch };
}

const visit = (patch: Partial<GoalVisit> = {}): GoalVisit => ({
  page: '/faq',
  referer: null,
  userAgent: UA,
  clientAddress: '203.0.113.9',
  ...patch,
});

describe('plausibleGoals: one goal to the Events API', () => {
  test('posts the name, domain, page URL and props, with the visitor’s User-Agent and address, and a deadline', async () => {
    const { sent, fetch } = recordingFetch();
    const logs: string[] = [];
    const send = plausibleGoals({ domain: 'paylean.example', eventsUrl: EVENTS, fetch, log: (m) => void logs.push(m) });
    await send({ name: 'Contact Request', props: { form: 'contact', page: '/faq' } }, visit());
    expect(sent).toEqual([
      {
        url: EVENTS,
        headers: { 'Content-Type': 'application/json', 'User-Agent': UA, 'X-Forwarded-For': '203.0.113.9' },
        body: {
          name: 'Contact Request',
          domain: 'paylean.example',
          url: 'https://paylean.example/faq',
          props: { form: 'contact', page: '/faq' },
        },
        signal: expect.any(AbortSignal) as AbortSignal,
      },
    ]);
    expect(logs).toEqual([]);
  });

  test('pages are on the configured site; an unknown address sends no X-Forwarded-For', async () => {
    const { sent, fetch } = recordingFetch();
    const send = plausibleGoals({ domain: 'paylean.example', eventsUrl: EVENTS, site: 'https://www.paylean.example', fetch });
    await send({ name: 'Newsletter Signup', props: {} }, visit({ clientAddress: null }));
    expect(sent[0]!.body).toEqual({ name: 'Newsletter Signup', domain: 'paylean.example', url: 'https://www.paylean.example/faq' });
    expect(sent[0]!.headers).not.toHaveProperty('X-Forwarded-For');
  });

  test.each([
    ['a refusal', { status: 400 }, 'analytics: the goal "Contact Request" was refused (status 400)'],
    ['a timeout', { error: new DOMException('signal timed out', 'TimeoutError') }, 'analytics: the goal "Contact Request" timed out'],
    [
      'a network failure',
      { error: new TypeError(`fetch failed: ${EVENTS}?secret=1`) },
      'analytics: the goal "Contact Request" could not be sent',
    ],
  ])('%s resolves, and is logged by its kind alone', async (_, answer, line) => {
    const { fetch } = recordingFetch(answer);
    const logs: string[] = [];
    const send = plausibleGoals({ domain: 'paylean.example', eventsUrl: EVENTS, fetch, log: (m) => void logs.push(m) });
    await expect(send({ name: 'Contact Request', props: {} }, visit())).resolves.toBeUndefined();
    expect(logs).toEqual([line]);
  });
});

describe('goalPageUrl', () => {
  test('the page on the site, with the Referer’s utm_* tags when it is that page, and no other query', () => {
    expect(goalPageUrl(SITE, '/faq', `${SITE}/faq?utm_source=mail&email=jane%40acme.example#x`)).toBe(`${SITE}/faq?utm_source=mail`);
    expect(goalPageUrl(SITE, '/faq', `${SITE}/about?utm_source=mail`)).toBe(`${SITE}/faq`);
    expect(goalPageUrl(SITE, '/faq', 'not a url')).toBe(`${SITE}/faq`);
  });

  test('a page that is not a path on the site counts as the home page, never as another site, and never throws', () => {
    for (const page of [
      'http://[',
      '//evil.example/x?utm_source=spam',
      'javascript:alert(1)',
      '\\\\evil.example',
      '/\\evil.example/x',
      'https://evil.example/',
      '',
    ]) {
      expect([page, goalPageUrl(SITE, page, `${SITE}//evil.example/x?utm_source=spam`)]).toEqual([page, `${SITE}/`]);
    }
    expect(sitePath('/pricing/?plan=team')).toBe('/pricing/?plan=team');
    expect(sitePath('//evil.example')).toBe('/');
  });
});

describe('goalsFromEnv', () => {
  const env = (vars: Record<string, string>) => (name: string) => vars[name];
  test('both variables turn it on; neither leaves it off, silently', () => {
    const warnings: string[] = [];
    const warn = (m: string) => void warnings.push(m);
    expect(goalsFromEnv(env({ PLAUSIBLE_DOMAIN: 'paylean.example', PLAUSIBLE_EVENTS_URL: EVENTS }), warn)).toBeTypeOf('function');
    expect(goalsFromEnv(env({}), warn)).toBeUndefined();
    expect(warnings).toEqual([]);
  });
  test.each([
    ['the domain alone', { PLAUSIBLE_DOMAIN: 'paylean.example' }],
    ['the URL alone', { PLAUSIBLE_EVENTS_URL: EVENTS }],
    ['a URL that is not http(s)', { PLAUSIBLE_DOMAIN: 'paylean.example', PLAUSIBLE_EVENTS_URL: 'ftp://plausible.example/api/event' }],
  ])('%s sends nothing, with a warning', (_, vars) => {
    const warnings: string[] = [];
    expect(goalsFromEnv(env(vars), (m) => void warnings.push(m))).toBeUndefined();
    expect(warnings).toHaveLength(1);
  });
});

describe('a form function counts a plain post’s success as its goal', () => {
  const formBody = () =>
    new URLSearchParams({
      ...ann,
      phone: '(415) 555-0142',
      employees: '25',
      message: 'Payroll takes us two days.',
      page: '/services/ai-payroll',
    });
  const formPost = (headers: Record<string, string> = {}) =>
    new Request(FUNCTION_URL, {
      method: 'POST',
      headers: {
        origin: SITE,
        referer: `${SITE}/services/ai-payroll?utm_campaign=spring`,
        'user-agent': UA,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: String(formBody()),
    });

  function setUp() {
    const goals: { name: string; props: Record<string, string>; visit: GoalVisit }[] = [];
    const later: Promise<unknown>[] = [];
    const handler = createHandler(memoryStore().store, {
      allowedOrigins: [SITE],
      ipHashSalt: TEST_SALT,
      info: () => {},
      background: (task) => void later.push(task),
      goals: async (event, v) => void goals.push({ ...event, visit: v }),
    });
    return { goals, handler, settled: () => Promise.all(later) };
  }

  test('once, after the answer, with the page, its utm_* tags, the User-Agent and the resolved address; nothing typed', async () => {
    const { goals, handler, settled } = setUp();
    expect((await handler(formPost(), peer('203.0.113.9'))).status).toBe(303);
    expect((await handler(formPost(), peer('203.0.113.9'))).status).toBe(303);
    await settled();
    expect(goals).toEqual([
      {
        name: 'Contact Request',
        props: { form: 'contact', page: '/services/ai-payroll' },
        visit: {
          page: '/services/ai-payroll',
          referer: `${SITE}/services/ai-payroll?utm_campaign=spring`,
          userAgent: UA,
          clientAddress: '203.0.113.9',
        },
      },
    ]);
    expect(JSON.stringify(goals)).not.toMatch(new RegExp([ann.firstName, ann.lastName, ann.email, ann.company].join('|')));
  });

  test('not for the island’s JSON send, which the browser counts', async () => {
    const { goals, handler, settled } = setUp();
    expect((await handler(post(payload(), { origin: SITE, 'user-agent': UA }), peer('203.0.113.9'))).status).toBe(200);
    await settled();
    expect(goals).toEqual([]);
  });

  test.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
  ])('not for a visitor who asks for %s', async (_, headers) => {
    const { goals, handler, settled } = setUp();
    expect((await handler(formPost(headers), peer('203.0.113.9'))).status).toBe(303);
    await settled();
    expect(goals).toEqual([]);
  });

  test('not for a post that was not stored', async () => {
    const { goals, handler, settled } = setUp();
    const bad = new Request(FUNCTION_URL, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
      body: String(new URLSearchParams({ ...ann, email: 'not-an-email' })),
    });
    expect((await handler(bad, peer('203.0.113.9'))).headers.get('location')).toBe(`${SITE}/message-not-sent/#invalid-email`);
    await settled();
    expect(goals).toEqual([]);
  });
});
