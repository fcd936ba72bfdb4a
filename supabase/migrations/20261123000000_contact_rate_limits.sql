-- Rate limits are held in Postgres, not in a function's memory: every Edge Function instance counts against the same limits.
-- One slot per accepted submission and limit; a slot names its submission, so a retry never takes a second one.
create table public.contact_rate_limit_slots (
  -- 'network': the client's network (IPv4 address or IPv6 /64) as the function's salted hash;
  -- 'email': sha256 of the lower-cased email address. Neither holds the address itself.
  scope text not null check (scope in ('network', 'email')),
  key_hash text not null,
  submission_id uuid not null,
  taken_at timestamptz not null default now(),
  primary key (scope, key_hash, submission_id)
);

create index contact_rate_limit_slots_recent on public.contact_rate_limit_slots (scope, key_hash, taken_at);

comment on table public.contact_rate_limit_slots is 'Rate-limit slots of submit_contact_form; older than an hour they count no more.';

alter table public.contact_rate_limit_slots enable row level security;

/**
 * The contact form's one write: checks the limits and stores the submission, atomically.
 *   submission  the contact_submissions columns as JSON (submission_id, first_name, ..., client_ip_hash)
 *   limits      { "network": "<hash>" or null, "per_network_per_minute": 5, "per_email_per_hour": 20 }
 * Answers { "outcome": "inserted" }, { "outcome": "duplicate" } (that submission id is stored already: nothing
 * changes and no slot is taken) or { "outcome": "limited", "full": "network" | "email", "seconds": <wait> }.
 * Concurrent calls for one network or one email address wait for each other (transaction-scoped advisory
 * locks, always network first, then email, so they cannot deadlock), so together they never pass a limit.
 */
create function public.submit_contact_form(submission jsonb, limits jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  new_id uuid := (submission ->> 'submission_id')::uuid;
  network text := limits ->> 'network';
  email_key text := encode(pg_catalog.sha256(convert_to(lower(submission ->> 'email'), 'UTF8')), 'hex');
  network_used integer;
  network_oldest timestamptz;
  email_used integer;
  email_oldest timestamptz;
  network_wait integer;
  email_wait integer;
begin
  -- Network first, then email, in every call (left to right), so that no two calls wait for each other in a
  -- circle. A retry of the same submission has the same email address: from here on, the two run one after
  -- the other, and the second finds the first's row.
  perform case when network is not null then pg_advisory_xact_lock(hashtextextended('contact-network:' || network, 0)) end,
          pg_advisory_xact_lock(hashtextextended('contact-email:' || email_key, 0));

  select count(*) filter (where scope = 'network' and taken_at > now() - interval '1 minute'),
         min(taken_at) filter (where scope = 'network' and taken_at > now() - interval '1 minute'),
         count(*) filter (where scope = 'email'),
         min(taken_at) filter (where scope = 'email')
    into network_used, network_oldest, email_used, email_oldest
    from public.contact_rate_limit_slots
   where ((scope = 'network' and key_hash = network) or (scope = 'email' and key_hash = email_key))
     and taken_at > now() - interval '1 hour';
  if network_used >= coalesce((limits ->> 'per_network_per_minute')::integer, 5) then
    network_wait := greatest(1, ceil(extract(epoch from network_oldest + interval '1 minute' - now()))::integer);
  end if;
  if email_used >= coalesce((limits ->> 'per_email_per_hour')::integer, 20) then
    email_wait := greatest(1, ceil(extract(epoch from email_oldest + interval '1 hour' - now()))::integer);
  end if;
  if network_wait is not null or email_wait is not null then
    -- A retry of a stored submission succeeds even past a full limit.
    if exists (select 1 from public.contact_submissions s where s.submission_id = new_id) then
      return jsonb_build_object('outcome', 'duplicate');
    end if;
    return jsonb_build_object(
      'outcome', 'limited',
      'full', case when network_wait is not null then 'network' else 'email' end,
      'seconds', greatest(coalesce(network_wait, 0), coalesce(email_wait, 0)));
  end if;

  -- A stored submission id (a retry) inserts nothing and takes no slot.
  insert into public.contact_submissions (submission_id, first_name, last_name, email, country_code, phone,
                                          company, employees, message, call_consent, client_ip_hash)
  select r.submission_id, r.first_name, r.last_name, r.email, r.country_code, r.phone,
         r.company, r.employees, r.message, r.call_consent, r.client_ip_hash
    from jsonb_populate_record(null::public.contact_submissions, submission) r
  on conflict (submission_id) do nothing;
  if not found then
    return jsonb_build_object('outcome', 'duplicate');
  end if;
  -- Slots older than an hour count no more; apply_contact_retention sweeps them.
  insert into public.contact_rate_limit_slots (scope, key_hash, submission_id)
  select k.scope, k.key_hash, new_id from (values ('network', network), ('email', email_key)) k(scope, key_hash)
   where k.key_hash is not null;
  return jsonb_build_object('outcome', 'inserted');
end
$$;

-- Functions are executable by PUBLIC by default, and Supabase grants new tables to its API roles: only the
-- service role (the function's key) may call this one or touch the slots.
revoke all on function public.submit_contact_form(jsonb, jsonb) from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on table public.contact_rate_limit_slots from anon;
    revoke all on function public.submit_contact_form(jsonb, jsonb) from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on table public.contact_rate_limit_slots from authenticated;
    revoke all on function public.submit_contact_form(jsonb, jsonb) from authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant select, insert, delete on table public.contact_rate_limit_slots to service_role;
    grant execute on function public.submit_contact_form(jsonb, jsonb) to service_role;
  end if;
end
$$;
