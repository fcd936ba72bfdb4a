import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { FormFunction, Handler, HandlerOptions } from '@shared/forms/contact/contact-function';
import { createLeadHandler } from '@shared/forms/leads/lead-function';
import type { Email, Mailer } from '@shared/delivery/mail';
import type { LeadEvent } from '@shared/delivery/webhook';
import { openStore, type PgliteStore } from '../../server/pglite-store.ts';
import { FUNCTIONS, LINKS, SITE, TEST_SALT, peer, settled } from './contact-fixtures.ts';

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
const mailer: Mailer = { send: async (email) => void sent.push(email) };
const options: HandlerOptions = {
  allowedOrigins: [SITE],
  ipHashSalt: TEST_SALT,
  log: () => {},
  info: () => {},
  notify: async (event) => void announced.push(event),
};
beforeAll(async () => {
  store = await openStore();
}, 60_000);
afterAll(() => store?.close());
beforeEach(async () => {
  await store.db.exec('delete from newsletter_subscribers; delete from contact_rate_limit_slots; delete from form_effects;');
  sent = [];
  announced = [];
  handler = settled(createLeadHandler({ store, mailer, links: LINKS }, options));
});

const statusOf = async (email: string) =>
  (await store.db.query<{ status: string }>('select status from newsletter_subscribers where lower(email) = lower($1)', [email])).rows.map(
    (r) => r.status,
  );
/** Moves an address's history `minutes` into the past. */
const ago = (email: string, minutes: number) =>
  store.db.query(
    `update newsletter_subscribers
        set confirmations_sent_at = array(select t - make_interval(mins => $2) from unnest(confirmations_sent_at) t),
            created_at = created_at - make_interval(mins => $2), unsubscribed_at = unsubscribed_at - make_interval(mins => $2)
      where lower(email) = lower($1)`,
    [email, minutes],
  );
const linkOf = (mail: Email) => /(https:\S+\/newsletter\/confirm\?token=\S+)/.exec(mail.text)![1]!;
const unsubscribeOf = (mail: Email) => /^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const confirm = (mail: Email) => handler(new Request(linkOf(mail), { method: 'POST', body: `token=${tokenOf(linkOf(mail))}` }));

describe('the newsletter, double opt-in', () => {
  test('subscribing stores a pending address and emails a confirmation with RFC 8058 headers; only the button confirms', async () => {
    const res = await handler(subscribeRequest('ann@acme.example'), peer('203.0.113.9'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await statusOf('ann@acme.example')).toEqual(['pending']);
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe('ann@acme.example');
    // The links point at the configured function address, whatever host the request named.
    expect(mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(new RegExp(`^<${FUNCTIONS}/submit-form/newsletter/unsubscribe\\?token=[\\w-]{43}>$`)),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(linkOf(mail)).toMatch(new RegExp(`^${FUNCTIONS}/submit-form/newsletter/confirm\\?token=[\\w-]{43}$`));
    // No link for a log to print: this one carries a token.
    expect(mail.link).toBeUndefined();
    const stored = (await store.db.query<Record<string, string>>('select * from newsletter_subscribers')).rows[0]!;
    const token = tokenOf(linkOf(mail));
    expect(JSON.stringify(stored)).not.toContain(token); // only its hash is stored
    expect(JSON.stringify((await store.db.query('select * from form_effects')).rows)).not.toContain(token);
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
    const confirmed = await handler(
      new Request(linkOf(mail), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `token=${token}`,
      }),
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${SITE}/newsletter-confirmed/`);
    expect(await statusOf('ann@acme.example')).toEqual(['confirmed']);
    // The same link again: already used.
    expect((await confirm(mail)).headers.get('location')).toBe(`${SITE}/newsletter-link-expired/`);

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

  test('new, pending and subscribed addresses get the same answer; a confirmation goes at most once per 10 minutes', async () => {
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
    await confirm(sent[1]!);
    await ago('bo@acme.example', 60);
    expect(await answer('bo@acme.example')).toEqual(first); // confirmed: the same answer, nothing sent
    expect(sent).toHaveLength(2);
    expect(await statusOf('bo@acme.example')).toEqual(['confirmed']);
  });

  test('one address gets at most 3 confirmations in 24 hours, however often someone asks', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await handler(subscribeRequest('vic@acme.example'), peer(`198.51.100.${i}`))).status).toBe(200);
      await ago('vic@acme.example', 11);
    }
    expect(sent).toHaveLength(3);
    await ago('vic@acme.example', 24 * 60 - 6 * 11);
    await handler(subscribeRequest('vic@acme.example'));
    expect(sent).toHaveLength(4); // the first has left the 24 hours
    // Each new confirmation's links replace the last's.
    expect((await confirm(sent[2]!)).headers.get('location')).toBe(`${SITE}/newsletter-link-expired/`);
    expect((await confirm(sent[3]!)).headers.get('location')).toBe(`${SITE}/newsletter-confirmed/`);
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

    await confirm(sent[1]!);
    await subscribe(); // confirmed: the same answer, no new lead
    expect(forms()).toHaveLength(1);

    await handler(new Request(unsubscribeOf(sent[1]!), { method: 'POST', body: 'List-Unsubscribe=One-Click' }));
    await ago('fay@acme.example', 11);
    await subscribe(); // unsubscribed, subscribing again: a lead again
    expect(forms()).toEqual(['newsletter fay@acme.example', 'newsletter fay@acme.example']);
  });

  test('an old link stops working once a new confirmation goes out; bad input answers 400; retention', async () => {
    await handler(subscribeRequest('cy@acme.example'));
    await ago('cy@acme.example', 11);
    await handler(subscribeRequest('cy@acme.example'));
    expect((await confirm(sent[0]!)).headers.get('location')).toBe(`${SITE}/newsletter-link-expired/`);

    const bad = await handler(subscribeRequest('cy@acme'));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('Invalid email: enter a valid email address such as name@company.com.');
    const control = await handler(subscribeRequest('dot@acme.example', { utmSource: 'news\u001b[2Jletter' }));
    expect([control.status, await control.json()]).toEqual([400, { error: 'Invalid utm_source: control characters are not allowed.' }]);

    // Unconfirmed addresses go after 7 days; unsubscribed ones 30 days after they left, with nothing kept of them.
    await ago('cy@acme.example', 7 * 24 * 60 + 1);
    await handler(subscribeRequest('dee@acme.example'));
    await handler(subscribeRequest('eli@acme.example'));
    await handler(new Request(unsubscribeOf(sent.at(-1)!), { method: 'POST', body: 'List-Unsubscribe=One-Click' }));
    expect(await store.applyRetention(24)).toBe(1);
    expect(await statusOf('cy@acme.example')).toEqual([]);
    await ago('eli@acme.example', 29 * 24 * 60);
    expect(await store.applyRetention(24)).toBe(0);
    expect(await statusOf('eli@acme.example')).toEqual(['unsubscribed']);
    await ago('eli@acme.example', 24 * 60 + 1);
    expect(await store.applyRetention(24)).toBe(1);
    expect(await statusOf('eli@acme.example')).toEqual([]);
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

  test('a link refuses a body past 4 KB with 413, unread', async () => {
    const big = await handler(new Request(`${FUNCTION}/newsletter/confirm`, { method: 'POST', body: `token=${'x'.repeat(5000)}` }));
    expect([big.status, await big.json()]).toEqual([413, { error: 'The request is larger than 4 KB.' }]);
  });
});

describe('the answer comes first', () => {
  /** A mailer and a webhook that hold every send until released, as a slow provider would. */
  function held() {
    const waiting: (() => void)[] = [];
    const hold = () => new Promise<void>((resolve) => waiting.push(resolve));
    const mails: Email[] = [];
    return {
      mails,
      waiting,
      mailer: { send: async (email: Email) => (await hold(), void mails.push(email)) },
      notify: () => hold(),
    };
  }

  test('new, pending and confirmed addresses are answered before any email or webhook goes out', async () => {
    await handler(subscribeRequest('kim@acme.example'));
    await confirm(sent[0]!);
    await handler(subscribeRequest('lou@acme.example'));
    const slow = held();
    const fn = createLeadHandler({ store, mailer: slow.mailer, links: LINKS }, { ...options, notify: slow.notify });
    for (const email of ['new@acme.example', 'lou@acme.example', 'kim@acme.example']) {
      expect((await fn(subscribeRequest(email), peer('192.0.2.1'))).status).toBe(200);
    }
    // Answered, all three: the new address's email and webhook are still on their way.
    await expect.poll(() => slow.waiting.length).toBe(2);
    expect(slow.mails).toEqual([]);
    slow.waiting.forEach((release) => release());
    await fn.effects.idle();
    expect(slow.mails.map((mail) => mail.to)).toEqual(['new@acme.example']);
  });

  test('a process that stops between the answer and the email loses nothing: the next one sends it, once', async () => {
    const stopped = held();
    const first = createLeadHandler({ store, mailer: stopped.mailer, links: LINKS }, { ...options, notify: undefined });
    expect((await first(subscribeRequest('max@acme.example'))).status).toBe(200);
    await expect.poll(() => stopped.waiting.length).toBe(1); // the process stops here, mid-send
    expect((await store.db.query('select kind from form_effects')).rows).toEqual([{ kind: 'newsletter-confirmation' }]);

    // Another process, a minute on, when the first one's claim has run out.
    const next: FormFunction = createLeadHandler({ store, mailer, links: LINKS }, { ...options, notify: undefined });
    expect(await next.effects.drain()).toBe(0);
    await store.db.exec(`update form_effects set claimed_until = now() - interval '1 second'`);
    expect(await next.effects.drain()).toBe(1);
    expect(await next.effects.drain()).toBe(0);
    expect(sent.map((mail) => mail.to)).toEqual(['max@acme.example']);
    expect((await confirm(sent[0]!)).headers.get('location')).toBe(`${SITE}/newsletter-confirmed/`);
    expect((await store.db.query('select 1 from form_effects')).rows).toEqual([]);
  });
});
