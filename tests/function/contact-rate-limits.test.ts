// The rate limits, retention and erasure of supabase/migrations on PGlite and on a real PostgreSQL (started once
// for this file, with pg_cron preloaded as on Supabase), and the row-level security of the tables.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createHandler, type Handler } from '@shared/forms/contact/contact-function';
import { retentionMonthsFromEnv, startLocalServer } from '../../server/app.ts';
import { eraseSubmissions } from '../../server/admin/admin-text.ts';
import { openStore } from '../../server/pglite-store.ts';
import { migratedPostgresForFile, pgliteDatabase, postgresDatabase, type ContactDatabase } from './contact-database.ts';
import { ann } from '../fixtures/contact.ts';
import { FUNCTION_URL, SITE, TEST_SALT, payload, peer } from './contact-fixtures.ts';

const postgres = migratedPostgresForFile();

const post = (body: unknown) =>
  new Request(FUNCTION_URL, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const statuses = (answers: Response[]) => answers.map((res) => res.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

const engines: [string, () => Promise<ContactDatabase>, boolean][] = [
  ['PGlite', pgliteDatabase, false],
  ['PostgreSQL', async () => postgresDatabase(postgres.server!), !postgres.bin],
];

describe.each(engines)('on %s', (_engine, open, skip) => {
  let db: ContactDatabase;
  let handlers: [Handler, Handler];
  beforeAll(async () => {
    if (skip) return;
    db = await open();
    // Two function instances on one database, with the same salt (IP_HASH_SALT), as on Supabase.
    const make = () => createHandler(db.instance(), { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, info: () => {} });
    handlers = [make(), make()];
  }, 60_000);
  afterAll(() => db?.close());
  beforeEach(async () => {
    if (!skip) await db.query('truncate public.contact_submissions, public.contact_rate_limit_slots');
  });
  const send = (i: number, body: unknown, ip: string) => handlers[i % 2]!(post(body), peer(ip));
  const rowCount = async () => (await db.query<{ n: number }>('select count(*)::int as n from public.contact_submissions'))[0]!.n;

  describe.skipIf(skip)('rate limits', () => {
    test('two instances together allow exactly 5 a minute per network and 20 an hour per email', async () => {
      const byNetwork: number[] = [];
      for (let i = 0; i < 8; i++) byNetwork.push((await send(i, payload({ email: `n${i}@acme.example` }), '203.0.113.5')).status);
      expect(byNetwork).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);

      const byEmail: number[] = [];
      for (let i = 0; i < 24; i++)
        byEmail.push((await send(i, payload({ email: i % 2 ? 'Ann@Acme.example' : ann.email }), `198.51.100.${i}`)).status);
      expect(count(byEmail, 200)).toBe(20);
      expect(byEmail.slice(20)).toEqual([429, 429, 429, 429]);
      expect(await rowCount()).toBe(25);
    });

    test('50 requests in flight over both instances never pass a limit', async () => {
      const sameNetwork = await Promise.all(
        Array.from({ length: 50 }, (_, i) => send(i, payload({ email: `f${i}@acme.example` }), '192.0.2.50')),
      );
      expect(count(statuses(sameNetwork), 200)).toBe(5);
      expect(count(statuses(sameNetwork), 429)).toBe(45);

      const sameEmail = await Promise.all(
        Array.from({ length: 50 }, (_, i) => send(i, payload({ email: 'flood@acme.example' }), `10.1.0.${i}`)),
      );
      expect(count(statuses(sameEmail), 200)).toBe(20);
      expect(await rowCount()).toBe(25);
    });

    test('retries of one submission, even in flight together, store one row and take one slot', async () => {
      const first = payload({ email: 'r0@acme.example' });
      expect(statuses(await Promise.all(Array.from({ length: 10 }, (_, i) => send(i, first, '192.0.2.60'))))).toEqual(Array(10).fill(200));
      for (let i = 1; i < 5; i++) expect((await send(i, payload({ email: `r${i}@acme.example` }), '192.0.2.60')).status).toBe(200);
      expect((await send(0, payload(), '192.0.2.60')).status).toBe(429);
      expect((await send(1, first, '192.0.2.60')).status).toBe(200); // a retry of a stored submission passes a full limit
      expect(await rowCount()).toBe(5);
      const slots = await db.query<{ n: number }>("select count(*)::int as n from public.contact_rate_limit_slots where scope = 'network'");
      expect(slots[0]!.n).toBe(5);
    });

    test('Retry-After counts from the oldest slot, and the window moves on', async () => {
      for (let i = 0; i < 5; i++) await send(i, payload({ email: `w${i}@acme.example` }), '192.0.2.70');
      await db.query("update public.contact_rate_limit_slots set taken_at = taken_at - interval '18 seconds'");
      const limited = await send(0, payload(), '192.0.2.70');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('42');
      expect(await limited.json()).toEqual({ error: 'Too many messages from your network. Please try again in 42 seconds.' });
      await db.query("update public.contact_rate_limit_slots set taken_at = taken_at - interval '42 seconds'");
      expect((await send(1, payload(), '192.0.2.70')).status).toBe(200);
    });

    test('the slots hold no address: a salted network hash and an email hash', async () => {
      await send(0, payload({ email: 'hidden@acme.example' }), '192.0.2.80');
      const keys = (await db.query<{ key_hash: string }>('select key_hash from public.contact_rate_limit_slots')).map((r) => r.key_hash);
      expect(keys).toHaveLength(2);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe.skipIf(skip)('retention and erasure', () => {
    test('apply_contact_retention deletes the submissions older than the period, and only those', async () => {
      for (const first of ['Old', 'Recent', 'New'])
        await send(0, payload({ firstName: first, email: `${first}@acme.example` }), `192.0.2.${first.length}`);
      await db.query("update public.contact_submissions set created_at = now() - interval '25 months' where first_name = 'Old'");
      await db.query("update public.contact_submissions set created_at = now() - interval '23 months' where first_name = 'Recent'");
      expect((await db.query<{ n: number }>('select public.apply_contact_retention(24) as n'))[0]!.n).toBe(1);
      const left = await db.query<{ first_name: string }>('select first_name from public.contact_submissions order by first_name');
      expect(left.map((r) => r.first_name)).toEqual(['New', 'Recent']);
      await expect(db.query('select public.apply_contact_retention(0)')).rejects.toThrow(/months must be 1 or more/);
    });

    test("erase_contact_submissions erases one person's rows (any case) and their email slots", async () => {
      await send(0, payload({ email: ann.email }), '192.0.2.90');
      await send(1, payload({ email: 'Ann@Acme.example' }), '192.0.2.91');
      await send(0, payload({ email: 'bob@acme.example' }), '192.0.2.92');
      expect((await db.query<{ n: number }>("select public.erase_contact_submissions(' ANN@acme.example ') as n"))[0]!.n).toBe(2);
      expect((await db.query<{ email: string }>('select email from public.contact_submissions')).map((r) => r.email)).toEqual([
        'bob@acme.example',
      ]);
      expect(
        (await db.query<{ n: number }>("select count(*)::int as n from public.contact_rate_limit_slots where scope = 'email'"))[0]!.n,
      ).toBe(1);
      expect((await db.query<{ n: number }>(`select public.erase_contact_submissions('${ann.email}') as n`))[0]!.n).toBe(0);
    });
  });
});

describe.skipIf(!postgres.bin)('on PostgreSQL only', () => {
  test('the migration schedules the retention nightly with pg_cron', async () => {
    expect(postgres.server!.cron).toBe(true);
    expect(postgres.server!.sql("select schedule || ' ' || command from cron.job where jobname = 'contact-retention'")).toBe(
      '30 3 * * * select public.apply_contact_retention(24)',
    );
  });

  const insert = (id: string) =>
    `insert into public.contact_submissions (submission_id, first_name, last_name, email, country_code, phone, company, employees, message, call_consent)
     values ('${id}', 'Ada', 'Lovelace', 'ada@example.com', '+1-US', '4155550142', 'Analytical', 12, 'Hello', true)`;

  test.each(['anon', 'authenticated'])('%s can neither read, insert, nor call the functions', (role) => {
    postgres.server!.sql('truncate public.contact_submissions');
    for (const table of ['contact_submissions', 'contact_rate_limit_slots']) {
      expect(() => postgres.server!.sql(`set role ${role}; select count(*) from public.${table}`)).toThrow(/permission denied/);
    }
    expect(() => postgres.server!.sql(`set role ${role}; ${insert('00000000-0000-4000-8000-000000000001')}`)).toThrow(/permission denied/);
    for (const call of [
      `public.submit_contact_form('{}', '{}')`,
      'public.apply_contact_retention(1)',
      "public.erase_contact_submissions('ada@example.com')",
    ]) {
      expect(() => postgres.server!.sql(`set role ${role}; select ${call}`)).toThrow(/permission denied/);
    }
  });

  test.each(['anon', 'authenticated'])('%s is still kept out by row-level security if someone grants it the table', (role) => {
    postgres.server!.sql(`grant select, insert on public.contact_submissions to ${role}`);
    try {
      expect(postgres.server!.sql(`set role ${role}; select count(*) from public.contact_submissions`)).toBe('0');
      expect(() => postgres.server!.sql(`set role ${role}; ${insert('00000000-0000-4000-8000-000000000002')}`)).toThrow(
        /row-level security/,
      );
    } finally {
      postgres.server!.sql(`revoke all on public.contact_submissions from ${role}`);
    }
  });

  test('the service role submits, erases and applies the retention; a repeated id is refused by the unique constraint', () => {
    postgres.server!.sql('truncate public.contact_submissions');
    const row = `{"submission_id": "00000000-0000-4000-8000-000000000004", "first_name": "Ada", "last_name": "L", "email": "ada@example.com",
      "country_code": "+1-US", "phone": "4155550142", "company": "A", "employees": 3, "message": "Hi", "call_consent": false,
      "effects": [{"kind": "lead-webhook", "when": "new-lead", "payload": {"form": "contact"}}]}`;
    expect(postgres.server!.sql(`set role service_role; select public.submit_contact_form('${row}', '{"network": null}')`)).toBe(
      '{"effects": 1, "outcome": "inserted"}',
    );
    // What it owes is queued with it, and delivered by the service role.
    const claimed = postgres.server!.sql(
      "set role service_role; select public.claim_form_effects(null, array['lead-webhook'], 10, 60) ->> 'id'",
    );
    postgres.server!.sql(`set role service_role; select public.finish_form_effects(array['${claimed}']::uuid[])`);
    expect(postgres.server!.sql('set role service_role; select count(*) from public.form_effects')).toBe('0');
    expect(() => postgres.server!.sql(`set role service_role; ${insert('00000000-0000-4000-8000-000000000004')}`)).toThrow(/duplicate key/);
    expect(postgres.server!.sql('set role service_role; select public.apply_contact_retention(24)')).toBe('0');
    expect(postgres.server!.sql("set role service_role; select public.erase_contact_submissions('ada@example.com')")).toBe('1');
  });
});

describe('the local server and the submissions script', () => {
  test('the server applies the retention period when it starts', async () => {
    const store = await openStore(); // the in-memory database the server below opens too
    await store.db.query('truncate public.contact_submissions');
    await store.submit(
      { ...payload(), firstName: 'Aged', clientIpHash: null },
      { network: null, perNetworkPerMinute: 5, perEmailPerHour: 20 },
    );
    await store.submit(
      { ...payload(), firstName: 'Fresh', clientIpHash: null },
      { network: null, perNetworkPerMinute: 5, perEmailPerHour: 20 },
    );
    await store.db.query("update public.contact_submissions set created_at = now() - interval '7 months' where first_name = 'Aged'");
    const dist = await mkdtemp(path.join(os.tmpdir(), 'paylean-retention-'));
    await writeFile(path.join(dist, '404.html'), 'Not found');
    const local = await startLocalServer({ distDir: dist, port: 0, retentionMonths: 6, handler: { ipHashSalt: TEST_SALT } });
    try {
      expect((await store.list()).map((r) => r.firstName)).toEqual(['Fresh']);
    } finally {
      await local.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  test.each([
    [undefined, 24],
    ['', 24],
    ['36', 36],
  ])('CONTACT_RETENTION_MONTHS=%j is %i months', (value, months) => {
    expect(retentionMonthsFromEnv(value)).toBe(months);
  });

  test.each(['0', '-3', '1.5', 'two years'])('CONTACT_RETENTION_MONTHS=%j is refused', (value) => {
    expect(() => retentionMonthsFromEnv(value)).toThrow(/whole number of months/);
  });

  test('npm run submissions -- --delete <email> erases and says how many', async () => {
    const store = await openStore();
    await store.db.query('truncate public.contact_submissions');
    for (const email of ['gone@acme.example', 'GONE@acme.example', 'kept@acme.example']) {
      await store.submit({ ...payload({ email }), clientIpHash: null }, { network: null, perNetworkPerMinute: 5, perEmailPerHour: 20 });
    }
    expect(await eraseSubmissions(store, 'gone@acme.example')).toBe('Erased 2 submissions from gone@acme.example.');
    expect(await eraseSubmissions(store, 'gone@acme.example')).toBe('No submissions from gone@acme.example.');
    expect((await store.list()).map((r) => r.email)).toEqual(['kept@acme.example']);
  });
});
