import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Handler } from '@shared/handler';
import { createLeadHandler } from '@shared/lead-handler';
import type { Email } from '@shared/mail';
import type { LeadEvent } from '@shared/webhook';
import { openStore, type PgliteStore } from '../../server/pglite-store.ts';
import { LINKS, SITE, TEST_SALT, peer, settled } from './contact-fixtures.ts';

const URL_ = 'http://localhost/functions/v1/submit-form/chat';
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

const post = (body: unknown) =>
  new Request(URL_, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: JSON.stringify(body) });

const formPost = (params: Record<string, string>) =>
  new Request(URL_, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded', referer: `${SITE}/chat?utm_source=ads` },
    body: new URLSearchParams(params).toString(),
  });

let store: PgliteStore;
let handler: Handler;
let sent: Email[];
let announced: LeadEvent[];
beforeAll(async () => {
  store = await openStore();
}, 60_000);
afterAll(() => store?.close());
beforeEach(async () => {
  await store.db.exec('delete from form_leads; delete from contact_rate_limit_slots; delete from form_effects;');
  sent = [];
  announced = [];
  handler = settled(
    createLeadHandler(
      { store, mailer: { send: async (email) => void sent.push(email) }, links: LINKS },
      { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, log: () => {}, info: () => {}, notify: async (event) => void announced.push(event) },
    ),
  );
});

describe('submit-form: the chat form (a question the team answers by email)', () => {
  test('a question is stored once as a chat lead with its lines and its source; the team hears of it and the visitor gets "we reply by email"', async () => {
    const body = message();
    const res = await handler(post(body), peer('203.0.113.9'));
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
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'ana@acme.example', subject: 'We have your question' });
    expect(sent[0]!.text).toContain('We reply by email within 24 hours');
    // The confirmation never carries what was typed: the form cannot send a stranger a text of someone's choosing.
    expect(sent[0]!.text).not.toContain('Portuguese');

    expect((await handler(post(body), peer('203.0.113.9'))).status).toBe(200);
    expect(await store.listLeads({ form: 'chat' })).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  test.each([
    ['no question', { question: undefined }, 'Invalid question: this field is required.'],
    ['a blank question', { question: '  \n ' }, 'Invalid question: this field is required.'],
    ['a question over 2,000 characters', { question: 'a'.repeat(2001) }, 'Invalid question: use at most 2000 characters.'],
    ['a control character in the question', { question: 'Hi\u0007' }, 'Invalid question: control characters are not allowed.'],
    ['a bad email', { email: 'ana.acme.example' }, 'Invalid email: enter a valid email address such as name@company.com.'],
    ['no name', { name: '' }, 'Invalid name: this field is required.'],
  ])('%s answers 400 with a sentence, and nothing is stored or sent', async (_, patch, error) => {
    const res = await handler(post(message(patch)));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
    expect(await store.listLeads()).toEqual([]);
    expect(sent).toEqual([]);
    expect(announced).toEqual([]);
  });

  test('a honeypot answers like a success and stores nothing', async () => {
    expect((await handler(post(message({ website: 'https://spam.example' })))).status).toBe(200);
    expect(await store.listLeads()).toEqual([]);
  });

  test('a plain post lands on /chat-sent/ with the page and tags of its Referer; a bad one on /form-not-sent/ naming the field', async () => {
    const sentPost = await handler(
      formPost({ name: 'Bo Chan', email: 'bo@acme.example', question: 'Pricing for 40 people?', website: '' }),
    );
    expect(sentPost.status).toBe(303);
    expect(sentPost.headers.get('location')).toBe(`${SITE}/chat-sent/`);
    const leads = await store.listLeads({ form: 'chat' });
    expect(leads[0]).toMatchObject({ page: '/chat', utmSource: 'ads', fields: { question: 'Pricing for 40 people?' } });
    const bad = await handler(formPost({ name: 'Bo Chan', email: 'bo@acme.example', question: '' }));
    expect(bad.headers.get('location')).toBe(`${SITE}/form-not-sent/#invalid-question`);
  });
});
