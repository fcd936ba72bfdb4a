// What a lead owes on Supabase, on a real PostgreSQL laid out as Supabase's (its roles, and stand-ins for the Vault
// and pg_net), with pg_cron preloaded: every minute a job asks the submit-form function to deliver what is due,
// so no retry waits for the next visitor; a delivery given up stays, marked failed, until it is sent again; and an
// address gets one email per form per 24 hours, across every instance.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { supabaseLikePostgres } from './contact-database.ts';
import { findPostgresBin, type PostgresServer } from './postgres-server.ts';

const bin = findPostgresBin();
if (!bin && process.env.CI === 'true') throw new Error('PostgreSQL is not installed: .ci/run should have installed it');

// Each POST pg_net would send is recorded.
const SUPABASE_STAND_INS = `
  create schema vault;
  create table vault.decrypted_secrets (name text, decrypted_secret text);
  create schema net;
  create table net.requests (url text, headers jsonb, timeout_milliseconds integer);
  create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}',
                                timeout_milliseconds integer default 5000)
  returns bigint language sql as $$ insert into net.requests values (url, headers, timeout_milliseconds) returning 1::bigint $$;`;

let server: PostgresServer | undefined;
beforeAll(async () => {
  if (bin) server = await supabaseLikePostgres(bin, SUPABASE_STAND_INS);
}, 60_000);
afterAll(() => server?.stop());

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A white paper request for `email` owing its email (limited to one a day) and the leads webhook. */
const lead = (n: number, email: string) =>
  JSON.stringify({
    form: 'white-paper',
    submission_id: id(n),
    email,
    fields: { name: `Ann ${n}`, company: 'Acme' },
    effects: [
      { kind: 'email', when: 'stored', payload: { to: email }, once_a_day_per: 'white-paper' },
      { kind: 'lead-webhook', when: 'new-lead', payload: { submissionId: id(n) } },
    ],
  });

describe.skipIf(!bin)('what a lead owes, on Supabase', () => {
  test('a pg_cron job runs every minute; it asks the function to deliver only when something is due', () => {
    const sql = server!.sql;
    expect(sql("select schedule || ' ' || command from cron.job where jobname = 'effect-delivery'")).toBe(
      '* * * * * select public.deliver_due_form_effects()',
    );
    // The test calls the job's command itself, when it needs to.
    sql("select cron.unschedule('effect-delivery')");
    sql("insert into vault.decrypted_secrets values ('project_url', 'https://ref.supabase.co/'), ('service_role_key', 'service-key')");
    expect(sql('select public.deliver_due_form_effects()')).toBe('f');
    sql(`set role service_role; select public.submit_form_lead('${lead(1, 'ann@example.com')}', '{"network": null}'); reset role;`);
    expect(sql('select public.deliver_due_form_effects()')).toBe('t');
    expect(sql("select url || ' ' || (headers ->> 'Authorization') || ' ' || timeout_milliseconds from net.requests")).toBe(
      'https://ref.supabase.co/functions/v1/submit-form/deliver Bearer service-key 55000',
    );
  });

  test('one address gets one email per form per 24 hours, from any instance; the team hears of each row', () => {
    const sql = server!.sql;
    sql(
      'truncate public.form_leads, public.team_email_sends, public.form_effects, public.visitor_email_sends, public.contact_rate_limit_slots',
    );
    const answers = [2, 3, 4, 5, 6, 7].map((n) =>
      sql(
        `set role service_role; select public.submit_form_lead('${lead(n, n % 2 ? 'Eve@Example.com ' : 'eve@example.com')}', '{"network": "net-${n}"}')`,
      ),
    );
    expect(answers.map((answer) => JSON.parse(answer.split('\n').at(-1)!) as { outcome: string; effects: number })).toEqual([
      { outcome: 'inserted', effects: 2 },
      ...Array.from({ length: 5 }, () => ({ outcome: 'inserted', effects: 1 })),
    ]);
    expect(sql("select kind || ' ' || count(*) from public.form_effects group by kind order by kind")).toBe('email 1\nlead-webhook 6');
    // A day on, it may have another.
    sql("update public.visitor_email_sends set queued_at = now() - interval '24 hours'");
    sql(`set role service_role; select public.submit_form_lead('${lead(8, 'eve@example.com')}', '{"network": "net-8"}')`);
    expect(sql("select count(*) from public.form_effects where kind = 'email'")).toBe('2');
    // Erasing the person erases the mark.
    sql("select public.erase_form_effects('EVE@example.com')");
    expect(sql('select count(*) from public.visitor_email_sends')).toBe('0');
  });

  test("a digest of held team emails waits for its window's end: the job does not call for it before", () => {
    const sql = server!.sql;
    sql('truncate public.form_leads, public.team_email_sends, public.form_effects, net.requests');
    const question = (n: number) =>
      JSON.stringify({
        form: 'chat',
        submission_id: id(100 + n),
        email: `q${n}@example.com`,
        fields: { question: `Q${n}?` },
        effects: [{ kind: 'team-email', when: 'new-lead', payload: { to: 'team@example.com' } }],
      });
    for (let n = 0; n < 11; n++) sql(`set role service_role; select public.submit_form_lead('${question(n)}', '{"network": "q-${n}"}')`);
    expect(sql("select kind || ' ' || count(*) from public.form_effects group by kind order by kind")).toBe('team-digest 1\nteam-email 10');
    sql("delete from public.form_effects where kind = 'team-email'");
    expect(sql('select public.deliver_due_form_effects()')).toBe('f');
    sql("update public.form_effects set claimed_until = now() - interval '1 second'");
    expect(sql('select public.deliver_due_form_effects()')).toBe('t');
    expect(
      sql("set role service_role; select e -> 'payload' ->> 'held' from public.claim_form_effects(null, array['team-digest'], 10, 60) e")
        .split('\n')
        .at(-1),
    ).toBe('1');
  });

  test('a delivery given up is kept, marked failed, never claimed, until it is made due again', () => {
    const sql = server!.sql;
    sql('truncate public.form_effects');
    sql(`set role service_role; select public.submit_form_lead('${lead(9, 'zoe@example.com')}', '{"network": "net-9"}')`);
    const claim = () =>
      sql("set role service_role; select count(*) from public.claim_form_effects(null, array['email', 'lead-webhook'], 10, 60)")
        .split('\n')
        .at(-1);
    expect(claim()).toBe('2');
    const ids = sql('select id from public.form_effects order by kind').split('\n');
    sql(
      `set role service_role; select public.defer_form_effects('${JSON.stringify([
        { id: ids[0], retry_seconds: 120, error: 'Error: Resend answered 503' },
        { id: ids[1], retry_seconds: null, error: 'Error: the leads webhook could not be reached (TimeoutError)' },
      ])}')`,
    );
    expect(
      sql(
        "select kind || ' ' || (failed_at is not null) || ' ' || coalesce(claimed_until > now() + interval '100 seconds', false) from public.form_effects order by kind",
      ),
    ).toBe('email false true\nlead-webhook true false');
    expect(claim()).toBe('0');
    expect(
      sql("set role service_role; select e ->> 'kind' || ' ' || (e ->> 'last_error') from public.failed_form_effects() e")
        .split('\n')
        .at(-1),
    ).toBe('lead-webhook Error: the leads webhook could not be reached (TimeoutError)');
    expect(sql('set role service_role; select public.retry_failed_form_effects()').split('\n').at(-1)).toBe('1');
    expect(claim()).toBe('1');
  });
});
