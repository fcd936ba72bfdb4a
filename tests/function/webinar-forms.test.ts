import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Handler } from '@shared/forms/contact/contact-function';
import { createLeadHandler } from '@shared/forms/leads/lead-function';
import { toEml, type Email } from '@shared/delivery/mail';
import { webinarCatalog } from '@shared/webinars/session';
import { openStore, type PgliteStore } from '../../server/pglite-store.ts';
import { readCalendar } from '../fixtures/calendar.ts';
import { NOW, recorded, unrecorded, upcoming } from '../fixtures/webinar-sessions.ts';
import { LINKS, SITE, TEST_SALT, peer, settled } from './contact-fixtures.ts';

const FUNCTION = 'http://localhost/functions/v1/submit-form';
const person = { name: 'Ann Lee', email: 'ann@acme.example', company: 'Acme', consent: true };

const post = (form: string, body: Record<string, unknown>) =>
  new Request(`${FUNCTION}/${form}`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json' },
    body: JSON.stringify({ ...person, submissionId: crypto.randomUUID(), elapsedMs: 9000, page: '/resources/webinars', ...body }),
  });

const formPost = (form: string, params: Record<string, string>) =>
  new Request(`${FUNCTION}/${form}`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded', referer: `${SITE}/resources/webinars` },
    body: new URLSearchParams({ name: 'Bo Chan', email: 'bo@acme.example', company: 'Acme', consent: 'on', ...params }).toString(),
  });

const errorOf = async (res: Response) => ((await res.json()) as { error?: string }).error;

let store: PgliteStore;
let handler: Handler;
let sent: Email[];
let clock: number;
beforeAll(async () => {
  store = await openStore();
}, 60_000);
afterAll(() => store?.close());
beforeEach(async () => {
  await store.db.exec(
    'delete from form_leads; delete from contact_rate_limit_slots; delete from form_effects; delete from visitor_email_sends;',
  );
  sent = [];
  clock = NOW;
  handler = settled(
    createLeadHandler(
      {
        store,
        mailer: { send: async (email) => void sent.push(email) },
        links: LINKS,
        webinars: webinarCatalog([upcoming, recorded, unrecorded], () => clock),
      },
      { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, log: () => {}, info: () => {} },
    ),
  );
});

describe('registering for an upcoming session', () => {
  test('stores one registration naming the session, answers the calendar links and emails the invitation once', async () => {
    const body = { session: upcoming.slug, submissionId: crypto.randomUUID() };
    const res = await handler(post('webinar-registration', body), peer('203.0.113.9'));
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { success: boolean; links: { label: string; href: string }[] };
    expect(answer.success).toBe(true);
    expect(answer.links.map((link) => link.label)).toEqual([
      'Google Calendar',
      'Outlook.com',
      'Outlook for work (Microsoft 365)',
      'Apple Calendar and others (.ics)',
    ]);
    expect(answer.links.at(-1)!.href).toBe('/resources/webinars/payroll-close-live.ics');
    // The page's links carry no join link: only the registrant's email does.
    expect(JSON.stringify(answer)).not.toContain('meet.paylean.example');

    const leads = await store.listLeads();
    expect(leads).toEqual([
      expect.objectContaining({
        form: 'webinar-registration',
        email: 'ann@acme.example',
        page: '/resources/webinars',
        fields: { session: upcoming.slug, ...person },
      }),
    ]);

    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe('ann@acme.example');
    expect(mail.subject).toBe('You are registered: Payroll Close, Live');
    expect(mail.text).toContain('When: Tuesday, March 12, 2030 at 3:00 PM GMT (60 minutes)');
    expect(mail.text).toContain('Join the session here: https://meet.paylean.example/close');
    expect(mail.text).toContain(`Apple Calendar and others (.ics): ${SITE}/resources/webinars/payroll-close-live.ics`);
    expect(mail.text).toMatch(/^Google Calendar: https:\/\/calendar\.google\.com\/calendar\/render\?/m);

    // The .eml the local outbox writes: the invitation is its own MIME part, a calendar a real parser reads.
    const parsed = await simpleParser(toEml(mail, { from: 'PayLean <hello@paylean.example>', date: new Date(NOW), messageId: 'm@test' }));
    expect(parsed.attachments.map((a) => [a.filename, a.contentType, a.contentDisposition])).toEqual([
      ['payroll-close-live.ics', 'text/calendar', 'attachment'],
    ]);
    expect(readCalendar(parsed.attachments[0]!.content.toString('utf8'))).toMatchObject({
      method: 'PUBLISH',
      uid: 'webinar-payroll-close-live@paylean.example',
      summary: 'Payroll Close, Live',
      start: '2030-03-12T15:00:00.000Z',
      startLine: 'DTSTART:20300312T150000Z',
      durationMinutes: 60,
      end: '2030-03-12T16:00:00.000Z',
      location: 'https://meet.paylean.example/close',
    });

    // A retry of the same submission: the same links, no second email, one lead.
    const again = await handler(post('webinar-registration', body), peer('203.0.113.9'));
    expect(((await again.json()) as typeof answer).links).toEqual(answer.links);
    expect(sent).toHaveLength(1);
    expect(await store.listLeads()).toHaveLength(1);
  });

  test('closes when the session starts: a registration then answers 400 and stores nothing', async () => {
    clock = Date.parse(upcoming.startsAt) - 1;
    expect((await handler(post('webinar-registration', { session: upcoming.slug }))).status).toBe(200);
    clock = Date.parse(upcoming.startsAt);
    const late = await handler(post('webinar-registration', { session: upcoming.slug }));
    expect(late.status).toBe(400);
    expect(await errorOf(late)).toBe('Invalid session: registration closed when the session started.');
    expect(await store.listLeads()).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  test.each([
    ['a past session', unrecorded.slug, 'Invalid session: registration closed when the session started.'],
    ['an unknown session', 'no-such-session', 'Invalid session: open the form from the webinars page.'],
    ['no session', undefined, 'Invalid session: this field is required.'],
  ])('%s answers 400 with a sentence', async (_, session, message) => {
    const res = await handler(post('webinar-registration', { session }));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(message);
    expect(await store.listLeads()).toEqual([]);
    expect(sent).toEqual([]);
  });

  test("without JavaScript: a plain post lands on the session's own page; a closed one on the not-sent page naming the session", async () => {
    const res = await handler(formPost('webinar-registration', { session: upcoming.slug }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${SITE}/webinar-sent/payroll-close-live/`);
    expect(await store.listLeads({ form: 'webinar-registration' })).toEqual([
      expect.objectContaining({
        email: 'bo@acme.example',
        page: '/resources/webinars',
        fields: expect.objectContaining({ session: upcoming.slug }),
      }),
    ]);
    expect(sent.map((mail) => mail.to)).toEqual(['bo@acme.example']);

    const closed = await handler(formPost('webinar-registration', { session: recorded.slug }));
    expect(closed.headers.get('location')).toBe(`${SITE}/form-not-sent/#invalid-session`);
    // Registering for two sessions on one day is two leads: the session is part of a plain post's submission id.
    const other: typeof upcoming = { ...upcoming, slug: 'second-session' };
    const two = settled(
      createLeadHandler(
        { store, mailer: { send: async () => {} }, links: LINKS, webinars: webinarCatalog([upcoming, other], () => clock) },
        { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, log: () => {}, info: () => {} },
      ),
    );
    await two(formPost('webinar-registration', { session: other.slug }));
    expect(await store.listLeads({ form: 'webinar-registration' })).toHaveLength(2);
  });
});

describe('the recording of a past session', () => {
  test('with a recording: the link at once and by email, stored as a webinar-recording lead', async () => {
    const res = await handler(post('webinar-recording', { session: recorded.slug }));
    expect(await res.json()).toEqual({ success: true, link: recorded.recording });
    expect(await store.listLeads()).toEqual([
      expect.objectContaining({ form: 'webinar-recording', fields: { session: recorded.slug, ...person } }),
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'ann@acme.example', subject: 'The recording of Onboarding Offshore', link: recorded.recording });
    expect(sent[0]!.text).toContain(`held on November 4, 2029 at 9:30 AM GMT+8:\n\n${recorded.recording}`);
  });

  test('without one: the request is a webinar lead naming the session, with no email and no link yet', async () => {
    const res = await handler(post('webinar', { session: unrecorded.slug }));
    expect(await res.json()).toEqual({ success: true });
    expect(await store.listLeads()).toEqual([
      expect.objectContaining({ form: 'webinar', fields: { session: unrecorded.slug, ...person } }),
    ]);
    expect((await store.db.query('select 1 from contact_submissions')).rows).toEqual([]);
    expect(sent).toEqual([]);
    const plain = await handler(formPost('webinar', { session: unrecorded.slug }));
    expect(plain.headers.get('location')).toBe(`${SITE}/webinar-sent/ai-masterclass/`);
  });

  test.each([
    ['webinar', recorded.slug, 'Invalid session: its recording is available now: reload the webinars page to watch it.'],
    ['webinar', upcoming.slug, 'Invalid session: this session has not taken place yet.'],
    ['webinar-recording', unrecorded.slug, 'Invalid session: this session has no recording yet.'],
  ])('the %s form for %s answers 400: %s', async (form, session, message) => {
    const res = await handler(post(form, { session }));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(message);
    expect(await store.listLeads()).toEqual([]);
  });
});
