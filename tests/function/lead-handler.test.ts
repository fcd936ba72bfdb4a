import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Handler } from '@shared/forms/contact/contact-function';
import { createLeadHandler } from '@shared/forms/leads/lead-function';
import type { Email } from '@shared/delivery/mail';
import { DEFAULT_TEAM_EMAIL } from '@shared/delivery/mail-config';
import type { LeadEvent } from '@shared/delivery/webhook';
import { openStore, type PgliteStore } from '../../server/pglite-store.ts';
import { LINKS, SITE, TEST_SALT, peer, settled } from './contact-fixtures.ts';

const URL_ = 'http://localhost/functions/v1/submit-form/white-paper';
const PDF = '/downloads/paylean-ai-automation-trends-2024.pdf';

const lead = (patch: Record<string, unknown> = {}) => ({
  name: 'Ann Lee',
  email: 'ann@acme.example',
  company: 'Acme',
  consent: true,
  page: '/resources/white-papers',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'spring',
  referrer: 'https://www.google.com/',
  submissionId: crypto.randomUUID(),
  website: '',
  elapsedMs: 9000,
  ...patch,
});

const post = (body: unknown, url = URL_) =>
  new Request(url, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: JSON.stringify(body) });

const formPost = (params: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(URL_, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(params).toString(),
  });

let store: PgliteStore;
let handler: Handler;
let sent: Email[];
let logged: string[];
beforeAll(async () => {
  store = await openStore();
}, 60_000);
afterAll(() => store?.close());
beforeEach(async () => {
  await store.db.exec(
    'delete from form_leads; delete from contact_rate_limit_slots; delete from form_effects; delete from visitor_email_sends;',
  );
  sent = [];
  logged = [];
  const log = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  handler = settled(
    createLeadHandler(
      { store, mailer: { send: async (email) => void sent.push(email) }, links: LINKS },
      { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, log, info: log },
    ),
  );
});

describe('submit-form: the white paper form', () => {
  test('a valid lead is stored once as a white-paper lead with its source, and the visitor gets the link and one email', async () => {
    const body = lead();
    const res = await handler(post(body), peer('203.0.113.9'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, link: PDF });
    const [stored, ...rest] = await store.listLeads();
    expect(rest).toEqual([]);
    expect(stored).toMatchObject({
      form: 'white-paper',
      submissionId: body.submissionId,
      email: 'ann@acme.example',
      fields: { name: 'Ann Lee', email: 'ann@acme.example', company: 'Acme', consent: true },
      page: '/resources/white-papers',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      referrer: 'https://www.google.com/',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'ann@acme.example', link: `${SITE}${PDF}` });
    expect(sent[0]!.text).toContain(`${SITE}${PDF}`);

    const again = await handler(post(body), peer('203.0.113.9'));
    expect(await again.json()).toEqual({ success: true, link: PDF });
    expect(await store.listLeads()).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  test.each([
    ['a bad email', { email: 'ann.acme.example' }, 'Invalid email: enter a valid email address such as name@company.com.'],
    ['no consent', { consent: false }, 'Invalid consent: tick the box to agree.'],
    ['a missing name', { name: undefined }, 'Invalid name: this field is required.'],
    ['a control character', { company: 'Acme\u0000' }, 'Invalid company name: control characters are not allowed.'],
    ['a bad submission id', { submissionId: 'x' }, /^Invalid submission id/],
  ])('%s answers 400 with a sentence, stores and sends nothing', async (_, patch, message) => {
    const res = await handler(post(lead(patch)));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(message);
    expect(await store.listLeads()).toEqual([]);
    expect(sent).toEqual([]);
  });

  test('not JSON, a GET and an unknown form answer 4xx, never 5xx', async () => {
    const notJson = new Request(URL_, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: '{' });
    expect((await handler(notJson)).status).toBe(400);
    const get = await handler(new Request(URL_, { headers: { origin: SITE } }));
    expect(get.status).toBe(405);
    expect(((await get.json()) as { error: string }).error).toBe('Method not allowed: send the white paper form with POST.');
    expect((await handler(post(lead(), 'http://localhost/functions/v1/submit-form/nothing'))).status).toBe(404);
  });

  test('a honeypot or a send faster than a person answers like a success, and nothing is stored or sent', async () => {
    expect((await handler(post(lead({ website: 'https://spam.example' })))).status).toBe(200);
    expect((await handler(post(lead({ elapsedMs: 500 })))).status).toBe(200);
    expect(await store.listLeads()).toEqual([]);
    expect(sent).toEqual([]);
  });

  test('a plain form post stores the lead with the Referer as its page, with its utm_* tags, and answers 303 to the sent page; a double post is stored once', async () => {
    const params = { name: 'Bo Chan', email: 'bo@acme.example', company: 'Acme', consent: 'on', website: '' };
    const headers = { referer: `${SITE}/resources/white-papers?utm_source=x` };
    const first = await handler(formPost(params, headers));
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`${SITE}/white-paper-sent/`);
    expect((await handler(formPost(params, headers))).headers.get('location')).toBe(`${SITE}/white-paper-sent/`);
    const leads = await store.listLeads({ form: 'white-paper' });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ email: 'bo@acme.example', page: '/resources/white-papers', utmSource: 'x', referrer: null });
    expect(sent).toHaveLength(1);
  });

  test('a plain post with a bad field goes to /form-not-sent/ naming it; another site gets a 403', async () => {
    const bad = await handler(formPost({ name: 'Bo', email: 'bo', company: 'Acme', consent: 'on' }));
    expect(bad.headers.get('location')).toBe(`${SITE}/form-not-sent/#invalid-email`);
    const noConsent = await handler(formPost({ name: 'Bo', email: 'bo@acme.example', company: 'Acme' }));
    expect(noConsent.headers.get('location')).toBe(`${SITE}/form-not-sent/#invalid-consent`);
    const evil = await handler(
      formPost({ name: 'Bo', email: 'bo@acme.example', company: 'Acme', consent: 'on' }, { origin: 'https://evil.example' }),
    );
    expect(evil.status).toBe(403);
    expect(await store.listLeads()).toEqual([]);
  });

  test('the rate limit per network answers 429 with the wait, in Postgres; the log holds no field value', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await handler(post(lead({ email: `p${i}@acme.example` })), peer('198.51.100.7'))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await handler(post(lead({ email: 'p9@acme.example' })), peer('198.51.100.7'));
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /^Too many requests from your network\. Please try again in \d+ seconds?\.$/,
    );
    expect(await store.listLeads()).toHaveLength(5);
    expect(logged.join('\n')).not.toContain('acme.example');
  });

  test('a failing mailer is logged without personal data; the lead is stored and the link still given', async () => {
    const failing = settled(
      createLeadHandler(
        { store, mailer: { send: () => Promise.reject(new Error('Resend answered 500')) }, links: LINKS },
        { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, log: (...args) => void logged.push(args.map(String).join(' ')) },
      ),
    );
    const res = await failing(post(lead()));
    expect(await res.json()).toEqual({ success: true, link: PDF });
    expect(await store.listLeads()).toHaveLength(1);
    expect(logged.join('\n')).toContain('Resend answered 500');
    expect(logged.join('\n')).not.toContain('ann@acme.example');
  });
});

const CHAT_URL = 'http://localhost/functions/v1/submit-form/chat';
const TEAM = DEFAULT_TEAM_EMAIL;
const QUESTION = 'Do you place payroll specialists who speak Portuguese?\nWe run payroll in Brazil.';

const message = (patch: Record<string, unknown> = {}) => ({
  name: 'Ana Souza',
  email: 'ana@acme.example',
  question: QUESTION,
  page: '/faq',
  utmSource: 'linkedin',
  utmCampaign: 'brazil',
  submissionId: crypto.randomUUID(),
  website: '',
  elapsedMs: 9000,
  ...patch,
});

const chatPost = (body: unknown) =>
  new Request(CHAT_URL, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: JSON.stringify(body) });

const chatFormPost = (params: Record<string, string>) =>
  new Request(CHAT_URL, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded', referer: `${SITE}/chat?utm_source=ads` },
    body: new URLSearchParams(params).toString(),
  });

describe('submit-form: the chat form (a question the team answers by email)', () => {
  let announced: LeadEvent[];
  beforeEach(() => {
    announced = [];
    handler = settled(
      createLeadHandler(
        { store, mailer: { send: async (email) => void sent.push(email) }, links: LINKS },
        {
          allowedOrigins: [SITE],
          ipHashSalt: TEST_SALT,
          log: () => {},
          info: () => {},
          notify: async (event) => void announced.push(event),
        },
      ),
    );
  });

  test('a question is stored once as a chat lead with its lines and its source; the team hears of it and the visitor gets "we reply by email"', async () => {
    const body = message();
    const res = await handler(chatPost(body), peer('203.0.113.9'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const leads = await store.listLeads({ form: 'chat' });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      form: 'chat',
      email: 'ana@acme.example',
      fields: { name: 'Ana Souza', email: 'ana@acme.example', question: QUESTION },
      page: '/faq',
      utmSource: 'linkedin',
      utmCampaign: 'brazil',
    });
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatchObject({ form: 'chat', email: 'ana@acme.example', data: { question: QUESTION } });
    const toVisitor = sent.filter((email) => email.to === 'ana@acme.example');
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]).toMatchObject({ subject: 'We have your question' });
    expect(toVisitor[0]!.text).toContain('We reply by email within 24 hours');
    // The confirmation never carries what was typed: the form cannot send a stranger a text of someone's choosing.
    expect(toVisitor[0]!.text).not.toContain('Portuguese');
    expect(sent.filter((email) => email.to === TEAM)).toHaveLength(1);

    expect((await handler(chatPost(body), peer('203.0.113.9'))).status).toBe(200);
    expect(await store.listLeads({ form: 'chat' })).toHaveLength(1);
    expect(sent).toHaveLength(2);
  });

  test("the team's inbox gets the question once, with the visitor's name and a Reply-To of their address", async () => {
    const body = message();
    expect((await handler(chatPost(body), peer('203.0.113.9'))).status).toBe(200);
    // A retry of the same submission (a lost answer) owes nothing more.
    expect((await handler(chatPost(body), peer('203.0.113.9'))).status).toBe(200);
    const toTeam = sent.filter((email) => email.to === TEAM);
    expect(toTeam).toHaveLength(1);
    expect(toTeam[0]).toMatchObject({ subject: 'Question from the site: the chat form', replyTo: 'ana@acme.example' });
    expect(toTeam[0]!.text).toBe(
      `Full name: Ana Souza\n\nWork email: ana@acme.example\n\nYour question:\n${QUESTION}\n\n` +
        'Reply to this email to answer; the visitor was told we reply by email within 24 hours.\n',
    );
  });

  test("a second question from the same visitor within a day reaches the team, though the visitor's one email a day is spent", async () => {
    expect((await handler(chatPost(message()), peer('203.0.113.9'))).status).toBe(200);
    const again = message({ question: 'And in Portugal?' });
    expect((await handler(chatPost(again), peer('203.0.113.9'))).status).toBe(200);
    expect(await store.listLeads({ form: 'chat' })).toHaveLength(2);
    expect(sent.filter((email) => email.to === 'ana@acme.example')).toHaveLength(1);
    const toTeam = sent.filter((email) => email.to === TEAM);
    expect(toTeam).toHaveLength(2);
    expect(toTeam[1]!.text).toContain('And in Portugal?');
  });

  test('TEAM_EMAIL names another inbox', async () => {
    const own = settled(
      createLeadHandler(
        { store, mailer: { send: async (email) => void sent.push(email) }, links: LINKS, teamEmail: 'questions@paylean.example' },
        { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, log: () => {}, info: () => {} },
      ),
    );
    expect((await own(chatPost(message()), peer('203.0.113.9'))).status).toBe(200);
    expect(sent.map((email) => email.to).sort()).toEqual(['ana@acme.example', 'questions@paylean.example']);
  });

  test('no other form emails the team', async () => {
    expect((await handler(post(lead()), peer('203.0.113.9'))).status).toBe(200);
    expect(sent.map((email) => email.to)).toEqual(['ann@acme.example']);
  });

  test.each([
    ['no question', { question: undefined }, 'Invalid question: this field is required.'],
    ['a blank question', { question: '  \n ' }, 'Invalid question: this field is required.'],
    ['a question over 2,000 characters', { question: 'a'.repeat(2001) }, 'Invalid question: use at most 2000 characters.'],
    ['a control character in the question', { question: 'Hi\u0007' }, 'Invalid question: control characters are not allowed.'],
    ['a bad email', { email: 'ana.acme.example' }, 'Invalid email: enter a valid email address such as name@company.com.'],
    ['no name', { name: '' }, 'Invalid name: this field is required.'],
  ])('%s answers 400 with a sentence, and nothing is stored or sent', async (_, patch, error) => {
    const res = await handler(chatPost(message(patch)));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
    expect(await store.listLeads()).toEqual([]);
    expect(sent).toEqual([]);
    expect(announced).toEqual([]);
  });

  test('a honeypot answers like a success and stores nothing', async () => {
    expect((await handler(chatPost(message({ website: 'https://spam.example' })))).status).toBe(200);
    expect(await store.listLeads()).toEqual([]);
  });

  test('a plain post lands on /chat-sent/ with the page and tags of its Referer; a bad one on /form-not-sent/ naming the field', async () => {
    const sentPost = await handler(
      chatFormPost({ name: 'Bo Chan', email: 'bo@acme.example', question: 'Pricing for 40 people?', website: '' }),
    );
    expect(sentPost.status).toBe(303);
    expect(sentPost.headers.get('location')).toBe(`${SITE}/chat-sent/`);
    const leads = await store.listLeads({ form: 'chat' });
    expect(leads[0]).toMatchObject({ page: '/chat', utmSource: 'ads', fields: { question: 'Pricing for 40 people?' } });
    const bad = await handler(chatFormPost({ name: 'Bo Chan', email: 'bo@acme.example', question: '' }));
    expect(bad.headers.get('location')).toBe(`${SITE}/form-not-sent/#invalid-question`);
  });
});
