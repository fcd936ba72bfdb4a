import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Handler } from '@shared/handler';
import { createLeadHandler } from '@shared/lead-handler';
import type { Email } from '@shared/mail';
import type { LeadEvent } from '@shared/webhook';
import { openStore, type PgliteStore } from '../../server/pglite-store.ts';
import { SITE, TEST_SALT, peer } from './contact-fixtures.ts';

const FUNCTION = 'http://localhost/functions/v1/submit-form';
const SENT = 'Thank you. Check your inbox: unless this address is subscribed already, we have emailed you a link to confirm.';

const subscribeRequest = (email: string, patch: Record<string, unknown> = {}) =>
  new Request(`${FUNCTION}/newsletter`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json' },
    body: JSON.stringify({ email, submissionId: crypto.randomUUID(), elapsedMs: 9000, page: '/blog', ...patch }),
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
  await store.db.exec('delete from newsletter_subscribers; delete from contact_rate_limit_slots;');
  sent = [];
  announced = [];
  handler = createLeadHandler(
    { store, mailer: { send: async (email) => void sent.push(email) }, siteUrl: SITE },
    { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, log: () => {}, info: () => {}, notify: async (event) => void announced.push(event) },
  );
});

const statusOf = async (email: string) =>
  (await store.db.query<{ status: string }>('select status from newsletter_subscribers where lower(email) = lower($1)', [email])).rows.map(
    (r) => r.status,
  );
const ago = (email: string, minutes: number) =>
  store.db.query(
    `update newsletter_subscribers set confirmation_sent_at = now() - make_interval(mins => $2), created_at = now() - make_interval(mins => $2) where email = $1`,
    [email, minutes],
  );
const linkOf = (mail: Email) => mail.link!;
const unsubscribeOf = (mail: Email) => /^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!;

describe('the newsletter, double opt-in', () => {
  test('subscribing stores a pending address and emails a confirmation with RFC 8058 headers; only the button confirms', async () => {
    const res = await handler(subscribeRequest('ann@acme.example'), peer('203.0.113.9'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await statusOf('ann@acme.example')).toEqual(['pending']);
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe('ann@acme.example');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/localhost\/functions\/v1\/submit-form\/newsletter\/unsubscribe\?token=[\w-]{43}>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(linkOf(mail));
    const stored = (await store.db.query<Record<string, string>>('select * from newsletter_subscribers')).rows[0]!;
    const token = new URL(linkOf(mail)).searchParams.get('token')!;
    expect(JSON.stringify(stored)).not.toContain(token); // only its hash is stored
    expect(stored.page).toBe('/blog');

    // A GET (a mail scanner opening the link) shows the button and confirms nothing.
    const page = await handler(new Request(linkOf(mail)));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<form method="post">');
    expect(html).toContain(`value="${token}"`);
    expect(await statusOf('ann@acme.example')).toEqual(['pending']);

    // The button: a POST of the token confirms and goes on to the site's page.
    const confirm = await handler(
      new Request(linkOf(mail), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `token=${token}`,
      }),
    );
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${SITE}/newsletter-confirmed/`);
    expect(await statusOf('ann@acme.example')).toEqual(['confirmed']);
    // The same link again: already used.
    const again = await handler(new Request(linkOf(mail), { method: 'POST', body: `token=${token}` }));
    expect(again.headers.get('location')).toBe(`${SITE}/newsletter-link-expired/`);

    // One click (RFC 8058): the mailbox provider POSTs List-Unsubscribe=One-Click to the header's address.
    const oneClick = await handler(
      new Request(unsubscribeOf(mail), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(oneClick.status).toBe(200);
    expect(await statusOf('ann@acme.example')).toEqual(['unsubscribed']);
  });

  test('new, pending and subscribed addresses get the same answer; a confirmation is resent at most once per 10 minutes', async () => {
    const answer = async (email: string) => {
      const res = await handler(subscribeRequest(email));
      return [res.status, await res.json()];
    };
    const first = await answer('bo@acme.example');
    expect(first).toEqual([200, { success: true }]);
    expect(await answer('bo@acme.example')).toEqual(first); // pending, just sent: no second email
    expect(sent).toHaveLength(1);
    await ago('bo@acme.example', 11);
    expect(await answer('BO@acme.example')).toEqual(first); // pending, sent 11 minutes ago: resent, any case
    expect(sent).toHaveLength(2);
    expect(await statusOf('bo@acme.example')).toEqual(['pending']);
    const token = new URL(linkOf(sent[1]!)).searchParams.get('token')!;
    await handler(new Request(linkOf(sent[1]!), { method: 'POST', body: `token=${token}` }));
    await ago('bo@acme.example', 60);
    expect(await answer('bo@acme.example')).toEqual(first); // confirmed: the same answer, nothing sent
    expect(sent).toHaveLength(2);
    expect(await statusOf('bo@acme.example')).toEqual(['confirmed']);
  });

  test('the leads webhook hears of a new address once: not again while it waits, nor once confirmed; again after an unsubscribe', async () => {
    const subscribe = async () => expect((await handler(subscribeRequest('fay@acme.example'))).status).toBe(200);
    const forms = () => announced.map((event) => `${event.form} ${event.email}`);
    await subscribe();
    expect(forms()).toEqual(['newsletter fay@acme.example']);
    await subscribe(); // pending, confirmation just sent
    await ago('fay@acme.example', 11);
    await subscribe(); // pending, confirmation resent
    expect(sent).toHaveLength(2);
    expect(forms()).toHaveLength(1);

    const token = new URL(linkOf(sent[1]!)).searchParams.get('token')!;
    await handler(new Request(linkOf(sent[1]!), { method: 'POST', body: `token=${token}` }));
    await subscribe(); // confirmed: the same answer, no new lead
    expect(forms()).toHaveLength(1);

    await handler(new Request(unsubscribeOf(sent[1]!), { method: 'POST', body: 'List-Unsubscribe=One-Click' }));
    await ago('fay@acme.example', 11);
    await subscribe(); // unsubscribed, subscribing again: a lead again
    expect(forms()).toEqual(['newsletter fay@acme.example', 'newsletter fay@acme.example']);
  });

  test('an old link stops working once a new confirmation goes out; bad input answers 400; unconfirmed addresses go after 7 days', async () => {
    await handler(subscribeRequest('cy@acme.example'));
    await ago('cy@acme.example', 11);
    await handler(subscribeRequest('cy@acme.example'));
    const oldToken = new URL(linkOf(sent[0]!)).searchParams.get('token')!;
    const old = await handler(new Request(linkOf(sent[0]!), { method: 'POST', body: `token=${oldToken}` }));
    expect(old.headers.get('location')).toBe(`${SITE}/newsletter-link-expired/`);

    const bad = await handler(subscribeRequest('cy@acme'));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('Invalid email: enter a valid email address such as name@company.com.');

    await ago('cy@acme.example', 7 * 24 * 60 + 1);
    await handler(subscribeRequest('dee@acme.example'));
    expect(await store.applyRetention(24)).toBe(1);
    expect(await statusOf('cy@acme.example')).toEqual([]);
    expect(await statusOf('dee@acme.example')).toEqual(['pending']);
  });

  test('a plain form post subscribes too (303 to the sent page), and the form is stored once per submission', async () => {
    const post = () =>
      handler(
        new Request(`${FUNCTION}/newsletter`, {
          method: 'POST',
          headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded', referer: `${SITE}/blog/some-post` },
          body: 'email=eve%40acme.example&website=',
        }),
      );
    const res = await post();
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${SITE}/newsletter-sent/`);
    expect((await post()).headers.get('location')).toBe(`${SITE}/newsletter-sent/`);
    expect(sent).toHaveLength(1);
    const subscribers = await store.listSubscribers();
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0]).toMatchObject({ email: 'eve@acme.example', status: 'pending', page: '/blog/some-post' });
    expect(SENT).toContain('unless this address is subscribed already');
  });
});
