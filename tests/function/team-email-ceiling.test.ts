// What any visitor can make the site send, on PGlite and on a real PostgreSQL (started once for this file): the
// team's inbox gets at most 10 emails per form in any 10 minutes and then one digest per 10 minutes counting the
// held ones, which `npm run submissions` lists; a visitor's once-a-day email is counted per inbox (plus-addressing
// folded) and, for a webinar registration, per session.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { FormFunction } from '@shared/forms/contact/contact-function';
import { createLeadHandler } from '@shared/forms/leads/lead-function';
import type { Email } from '@shared/delivery/mail';
import { DEFAULT_TEAM_EMAIL } from '@shared/delivery/mail-config';
import type { LeadStore, NewsletterStore } from '@shared/db/store';
import { webinarCatalog } from '@shared/webinars/session';
import { heldLeadsText } from '../../server/admin/admin-text.ts';
import { dataPaths } from '../../server/data-dir.ts';
import type { HeldLead } from '../../server/admin/stored-rows.ts';
import { openStore } from '../../server/pglite-store.ts';
import { NOW, upcoming } from '../fixtures/webinar-sessions.ts';
import { migratedPostgresForFile, pgliteDatabase, postgresDatabase, type ContactDatabase } from './contact-database.ts';
import { LINKS, SITE, TEST_SALT, peer } from './contact-fixtures.ts';

const postgres = migratedPostgresForFile();

const ROOT = path.resolve(import.meta.dirname, '../..');
const TEAM = DEFAULT_TEAM_EMAIL;
const FUNCTION = 'http://localhost/functions/v1/submit-form';
const later = { ...upcoming, slug: 'payroll-audit-live', title: 'Payroll Audit, Live', startsAt: '2030-03-14T15:00:00Z' };

const post = (form: string, body: Record<string, unknown>) =>
  new Request(`${FUNCTION}/${form}`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json' },
    body: JSON.stringify({ submissionId: crypto.randomUUID(), elapsedMs: 9000, page: '/faq', ...body }),
  });
const question = (i: number) => post('chat', { name: `Asker ${i}`, email: `asker${i}@acme.example`, question: `Question number ${i}?` });
const person = (email: string) => ({ name: 'Vic Tim', email, company: 'Acme', consent: true });
// Every request from a network of its own, so no per-network limit is what stops it.
const from = (i: number) => peer(`198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`);

const engines: [string, () => Promise<ContactDatabase>, boolean][] = [
  ['PGlite', pgliteDatabase, false],
  ['PostgreSQL', async () => postgresDatabase(postgres.server!), !postgres.bin],
];

describe.each(engines)('on %s', (_engine, open, skip) => {
  let db: ContactDatabase;
  let sent: Email[];
  let functions: FormFunction[];
  beforeAll(async () => {
    if (skip) return;
    db = await open();
    // Two function instances on one database, as on Supabase.
    const make = () =>
      createLeadHandler(
        {
          // The chat, white paper and webinar forms use the lead store alone.
          store: db.instance() as LeadStore as LeadStore & NewsletterStore,
          mailer: { send: async (email) => void sent.push(email) },
          links: LINKS,
          webinars: webinarCatalog([upcoming, later], () => NOW),
        },
        { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, log: () => {}, info: () => {} },
      );
    functions = [make(), make()];
  }, 60_000);
  afterAll(() => db?.close());
  beforeEach(async () => {
    if (skip) return;
    // The leads' team email rows go with them.
    for (const table of ['form_leads', 'contact_rate_limit_slots', 'form_effects', 'visitor_email_sends'])
      await db.query(`delete from public.${table}`);
    sent = [];
  });

  const send = (i: number, req: Request) => functions[i % 2]!(req, from(i));
  const settle = async () => void (await Promise.all(functions.map((fn) => fn.effects.idle())));
  const drain = async () => void (await Promise.all(functions.map((fn) => fn.effects.drain())));
  const toTeam = () => sent.filter((email) => email.to === TEAM);
  const count = async (sql: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`))[0]!.n;
  const held = async () =>
    (await db.query<{ lead: Record<string, unknown> }>('select public.held_team_emails() as lead')).map(({ lead }) => lead);
  /** Ten minutes pass, for the team emails' rows and the digests queued. */
  const tenMinutesPass = async () => {
    await db.query(
      "update public.team_email_sends set queued_at = queued_at - interval '10 minutes', held_until = held_until - interval '10 minutes'",
    );
    await db.query(`
      update public.form_effects
         set claimed_until = claimed_until - interval '10 minutes',
             payload = jsonb_set(payload, '{window_ends}', to_jsonb((payload ->> 'window_ends')::timestamptz - interval '10 minutes'))
       where kind = 'team-digest'`);
  };

  describe.skipIf(skip)("the team's inbox", () => {
    test('40 questions from 40 addresses and networks: the team gets 10 emails, then one digest counting the 30 held', async () => {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => send(i, question(i))));
      expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 40 }, () => 200));
      await settle();
      expect(await count("public.form_leads where form = 'chat'")).toBe(40);
      expect(toTeam()).toHaveLength(10);
      // Every visitor gets their confirmation (one a day each, and these are 40 addresses).
      expect(sent.filter((email) => email.subject === 'We have your question')).toHaveLength(40);
      expect(await count("public.form_effects where kind = 'team-digest'")).toBe(1);

      // The digest is due at its window's end, not before.
      await drain();
      expect(toTeam()).toHaveLength(10);
      await tenMinutesPass();
      await drain();
      const team = toTeam();
      expect(team).toHaveLength(11);
      const digest = team.at(-1)!;
      expect(digest.subject).toBe('30 more messages from the chat form are waiting');
      expect(digest.text).toContain('30 more messages came through the chat form');
      expect(digest.text).toContain('npm run submissions -- --held');
      // Nothing of a lead is in it.
      expect(digest.text).not.toMatch(/asker|Question number/i);
      expect(digest.replyTo).toBeUndefined();
      expect(await count('public.form_effects')).toBe(0);

      // The 30 whose email was held are listed for the team, each once; those emailed are not.
      const heldLeads = await held();
      expect(heldLeads).toHaveLength(30);
      const emailed = new Set(team.slice(0, 10).map((email) => email.replyTo));
      expect(heldLeads.filter((lead) => emailed.has(String(lead.email)))).toEqual([]);
      expect(new Set([...heldLeads.map((lead) => String(lead.email)), ...emailed]).size).toBe(40);

      // Ten minutes on, the ceiling has room again.
      expect((await send(40, question(40))).status).toBe(200);
      await settle();
      expect(toTeam()).toHaveLength(12);
      expect(toTeam().at(-1)!.replyTo).toBe('asker40@acme.example');
    });

    test('one digest per form per 10 minutes: what is held while one waits joins it', async () => {
      for (let i = 0; i < 15; i++) await send(i, question(i));
      await settle();
      expect(toTeam()).toHaveLength(10);
      for (let i = 15; i < 25; i++) await send(i, question(i));
      await settle();
      expect(toTeam()).toHaveLength(10);
      expect(await count("public.form_effects where kind = 'team-digest'")).toBe(1);
      await tenMinutesPass();
      await drain();
      expect(toTeam().map((email) => email.subject)).toContain('15 more messages from the chat form are waiting');
      expect(toTeam()).toHaveLength(11);
    });

    test('50 questions in flight over both instances never pass the ceiling', async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => send(i, question(i))));
      expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 50 }, () => 200));
      await settle();
      expect(toTeam()).toHaveLength(10);
      expect(await held()).toHaveLength(40);
      expect(await count("public.form_effects where kind = 'team-digest'")).toBe(1);
    });

    test('a held mark goes with its lead (erasure) and its 30 days (retention); a sent one counts for 10 minutes only', async () => {
      for (let i = 0; i < 12; i++) await send(i, question(i));
      await settle();
      const [first] = await held();
      expect(await db.query('select public.erase_form_leads($1)', [first!.email])).toHaveLength(1);
      expect(await held()).toHaveLength(1);
      expect(await count('public.team_email_sends')).toBe(11);
      await db.query("update public.team_email_sends set queued_at = queued_at - interval '10 minutes' where held_until is null");
      await db.query('select public.apply_form_effect_retention()');
      expect(await count('public.team_email_sends')).toBe(1);
      await db.query("update public.team_email_sends set queued_at = queued_at - interval '30 days'");
      await db.query('select public.apply_form_effect_retention()');
      expect(await count('public.team_email_sends')).toBe(0);
    });
  });

  describe.skipIf(skip)("a visitor's once-a-day email", () => {
    test('plus-addressed copies of one address, in any case, get one white-paper email; another address its own', async () => {
      const addresses = [
        'victim@acme.example',
        'victim+1@acme.example',
        'Victim+2@Acme.example',
        ' victim+a+b@acme.example',
        'victim2@acme.example',
      ];
      for (const [i, email] of addresses.entries()) expect((await send(i, post('white-paper', person(email)))).status).toBe(200);
      await settle();
      expect(await count("public.form_leads where form = 'white-paper'")).toBe(5);
      expect(sent.map((email) => email.to)).toEqual(['victim@acme.example', 'victim2@acme.example']);
      // The rate limits still count each spelling's stored rows apart (their key is unchanged).
      expect(await count("public.contact_rate_limit_slots where scope = 'email'")).toBe(5);
      // Erasing any spelling erases the inbox's mark.
      await db.query('select public.erase_form_effects($1)', ['VICTIM+9@acme.example']);
      expect(await count('public.visitor_email_sends')).toBe(1);
    });

    test('two webinar sessions the same day each send their invitation; the same session twice sends one', async () => {
      const register = (i: number, session: string, email = 'ann@acme.example') =>
        send(i, post('webinar-registration', { ...person(email), session }));
      expect((await register(0, upcoming.slug)).status).toBe(200);
      expect((await register(1, later.slug)).status).toBe(200);
      expect((await register(2, upcoming.slug)).status).toBe(200);
      expect((await register(3, later.slug, 'Ann+webinars@acme.example')).status).toBe(200);
      await settle();
      expect(await count("public.form_leads where form = 'webinar-registration'")).toBe(4);
      expect(sent.map((email) => email.subject).sort()).toEqual([
        'You are registered: Payroll Audit, Live',
        'You are registered: Payroll Close, Live',
      ]);
      expect(sent.find((email) => email.subject.includes('Audit'))!.text).toContain(`Join the session here: ${later.joinUrl}`);
    });
  });
});

test('`npm run submissions` lists the leads whose team email was held, with their fields, under a line saying why', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'paylean-held-'));
  try {
    const store = await openStore(dataPaths(dataDir).database);
    try {
      const fn = createLeadHandler(
        { store, mailer: { send: async () => {} }, links: LINKS },
        { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, log: () => {}, info: () => {} },
      );
      for (let i = 0; i < 13; i++) expect((await fn(question(i), from(i))).status).toBe(200);
      await fn.effects.idle();
      const heldLeads: HeldLead[] = await store.heldTeamEmails();
      expect(heldLeads.map((lead) => lead.email)).toEqual(['asker12@acme.example', 'asker11@acme.example', 'asker10@acme.example']);
      expect(heldLeadsText([])).toBe('');
    } finally {
      await store.close();
    }
    const submissions = async (...args: string[]) =>
      (
        await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/submissions.ts', ...args], {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: dataDir },
        })
      ).stdout;
    const held = await submissions('--held');
    expect(held.split('\n').slice(0, 2)).toEqual([
      "3 leads whose email to the team's inbox was held (at most 10 per form in 10 minutes; a digest counted them; --form <form> --csv gives their full text):",
      'chat:',
    ]);
    expect(held).toMatch(/^createdAt\s+heldAt\s+name\s+email\s+question\s+page/m);
    for (let i = 10; i < 13; i++) expect(held).toContain(`Question number ${i}?`);
    expect(held).not.toContain('Question number 9?');
    // The plain listing shows every lead, and the held ones again under it.
    const all = await submissions();
    expect(all).toContain('asker0@acme.example');
    expect(all.slice(all.indexOf('3 leads whose email'))).toBe(held);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 60_000);
