import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin, startPostgres, type PostgresServer } from './postgres-server.ts';

const bin = findPostgresBin();
const migrations = path.resolve(import.meta.dirname, '../../supabase/migrations');
// CI installs PostgreSQL (.ci/run); elsewhere the test says why it did not run.
const required = process.env.CI === 'true';
if (!bin && required) throw new Error('PostgreSQL is not installed: .ci/run should have installed it');

const insert = (id: string) =>
  `insert into public.contact_submissions (submission_id, first_name, last_name, email, country_code, phone, company, employees, message, call_consent)
   values ('${id}', 'Ada', 'Lovelace', 'ada@example.com', '+1-US', '4155550142', 'Analytical', 12, 'Hello', true)`;

describe.skipIf(!bin)('row-level security on a real PostgreSQL', () => {
  let pg: PostgresServer;

  beforeAll(async () => {
    pg = await startPostgres(bin!);
    // Supabase's roles and its default grants, under which a new table is open to every role.
    pg.sql(`
      create role anon nologin; create role authenticated nologin; create role service_role nologin bypassrls;
      grant usage on schema public to anon, authenticated, service_role;
      alter default privileges in schema public grant all on tables to anon, authenticated, service_role;`);
    for (const file of readdirSync(migrations).sort()) pg.sql(readFileSync(path.join(migrations, file), 'utf8'));
  }, 60_000);
  afterAll(() => pg?.stop());

  it.each(['anon', 'authenticated'])('%s can neither read nor insert', (role) => {
    expect(() => pg.sql(`set role ${role}; select count(*) from public.contact_submissions`)).toThrow(/permission denied/);
    expect(() => pg.sql(`set role ${role}; ${insert('00000000-0000-4000-8000-000000000001')}`)).toThrow(/permission denied/);
  });

  it.each(['anon', 'authenticated'])('%s is still kept out by row-level security if someone grants it the table', (role) => {
    pg.sql(`grant select, insert on public.contact_submissions to ${role}`);
    try {
      expect(pg.sql(`set role ${role}; select count(*) from public.contact_submissions`)).toBe('0');
      expect(() => pg.sql(`set role ${role}; ${insert('00000000-0000-4000-8000-000000000002')}`)).toThrow(/row-level security/);
    } finally {
      pg.sql(`revoke all on public.contact_submissions from ${role}`);
    }
  });

  it('the service role inserts, and a repeated submission id is refused by the unique constraint', () => {
    pg.sql(`set role service_role; ${insert('00000000-0000-4000-8000-000000000003')}`);
    expect(pg.sql('select count(*) from public.contact_submissions')).toBe('1');
    expect(() => pg.sql(`set role service_role; ${insert('00000000-0000-4000-8000-000000000003')}`)).toThrow(/duplicate key/);
  });
});
