// The job applications' retention on a real PostgreSQL laid out as Supabase's is (its roles, and stand-ins for
// the storage schema, the Vault and pg_net, which only Supabase has), with pg_cron preloaded: the nightly jobs,
// and the résumés that no application names any more deleted through the Storage API.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { supabaseLikePostgres } from './contact-database.ts';
import { findPostgresBin, type PostgresServer } from './postgres-server.ts';

const bin = findPostgresBin();
if (!bin && process.env.CI === 'true') throw new Error('PostgreSQL is not installed: .ci/run should have installed it');

// What the migrations and the cleanup use of Supabase's schemas; each DELETE pg_net would send is recorded.
const SUPABASE_STAND_INS = `
  create schema storage;
  create table storage.buckets (id text primary key, name text, public boolean, file_size_limit bigint, allowed_mime_types text[]);
  create table storage.objects (bucket_id text, name text, created_at timestamptz not null default now());
  create schema vault;
  create table vault.decrypted_secrets (name text, decrypted_secret text);
  create schema net;
  create table net.requests (url text, headers jsonb);
  create function net.http_delete(url text, params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)
  returns bigint language sql as $$ insert into net.requests values (url, headers) returning 1::bigint $$;`;

let server: PostgresServer | undefined;
beforeAll(async () => {
  if (bin) server = await supabaseLikePostgres(bin, SUPABASE_STAND_INS);
}, 60_000);
afterAll(() => server?.stop());

const application = (id: number, file: string) =>
  JSON.stringify({
    submission_id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    position_slug: 'full-stack-engineer',
    name: 'Ana Lim',
    email: `ana${id}@example.com`,
    country: 'Mexico',
    profile_url: null,
    note: '',
    consent: true,
    resume_file: file,
    resume_name: 'cv.pdf',
    resume_type: 'pdf',
    resume_bytes: 1234,
    client_ip_hash: null,
  });

describe.skipIf(!bin)('job applications on Supabase', () => {
  test('the migrations make the private bucket and schedule the retention and the cleanup nightly', () => {
    expect(server!.sql("select public::text || ' ' || file_size_limit from storage.buckets where id = 'resumes'")).toBe('false 5242880');
    expect(
      server!.sql(
        "select jobname || ' ' || schedule || ' ' || command from cron.job where jobname in ('application-retention', 'resume-cleanup') order by jobname",
      ),
    ).toBe(
      [
        'application-retention 45 3 * * * select public.apply_job_application_retention(12)',
        "resume-cleanup 50 3 * * * select public.delete_unreferenced_files('resumes', 'public.job_applications', 'resume_file')",
      ].join('\n'),
    );
  });

  test('an application older than 12 months goes, and the next cleanup deletes its résumé and any other file no row names', () => {
    const sql = server!.sql;
    sql(`set role service_role;
         select public.submit_job_application('${application(1, 'aaaaaaaa-0000-4000-8000-000000000001.pdf')}', '{"network": null}');
         select public.submit_job_application('${application(2, 'bbbbbbbb-0000-4000-8000-000000000002.pdf')}', '{"network": null}');`);
    sql(`update public.job_applications set created_at = now() - interval '13 months' where email = 'ana1@example.com';
         insert into storage.objects (bucket_id, name, created_at) values
           ('resumes', 'aaaaaaaa-0000-4000-8000-000000000001.pdf', now() - interval '13 months'),
           ('resumes', 'bbbbbbbb-0000-4000-8000-000000000002.pdf', now() - interval '2 days'),
           ('resumes', 'cccccccc-0000-4000-8000-000000000003.pdf', now() - interval '2 hours'),
           ('resumes', 'dddddddd-0000-4000-8000-000000000004.pdf', now() - interval '5 minutes'),
           ('other', 'eeeeeeee-0000-4000-8000-000000000005.pdf', now() - interval '2 days');
         insert into vault.decrypted_secrets values ('project_url', 'https://ref.supabase.co/'), ('service_role_key', 'service-key');`);

    // The nightly jobs' own commands, as pg_cron runs them.
    const run = (job: string) => sql(sql(`select command from cron.job where jobname = '${job}'`));
    expect(run('application-retention')).toBe('aaaaaaaa-0000-4000-8000-000000000001.pdf');
    expect(sql('select email from public.job_applications')).toBe('ana2@example.com');
    // Its résumé, and a file left by an upload whose row was never stored; not the kept application's, nor a
    // file younger than an hour (its row may be on its way), nor another bucket's.
    expect(run('resume-cleanup')).toBe('2');
    expect(sql("select url || ' ' || (headers ->> 'Authorization') || ' ' || (headers ->> 'apikey') from net.requests order by url")).toBe(
      [
        'https://ref.supabase.co/storage/v1/object/resumes/aaaaaaaa-0000-4000-8000-000000000001.pdf Bearer service-key service-key',
        'https://ref.supabase.co/storage/v1/object/resumes/cccccccc-0000-4000-8000-000000000003.pdf Bearer service-key service-key',
      ].join('\n'),
    );
  });

  test('without the Vault secrets the cleanup fails, saying which, and deletes nothing', () => {
    server!.sql('truncate vault.decrypted_secrets, net.requests');
    expect(() => server!.sql("select public.delete_unreferenced_files('resumes', 'public.job_applications', 'resume_file')")).toThrow(
      /no project_url or service_role_key secret/,
    );
    expect(server!.sql('select count(*) from net.requests')).toBe('0');
  });

  test.each(['anon', 'authenticated'])('%s can call none of the application’s functions, nor the shared ones', (role) => {
    for (const call of [
      "public.delete_unreferenced_files('resumes', 'public.job_applications', 'resume_file')",
      "public.submit_job_application('{}', '{}')",
      "public.application_rate_limit('x', null, 5, 5)",
      "public.form_rate_limit_take('00000000-0000-4000-8000-000000000001', 'x', null)",
      "public.delete_older_than('public.job_applications', 1)",
      "public.delete_by_email('public.contact_submissions', 'a@example.com')",
    ]) {
      expect(() => server!.sql(`set role ${role}; select ${call}`)).toThrow(/permission denied/);
    }
  });
});
