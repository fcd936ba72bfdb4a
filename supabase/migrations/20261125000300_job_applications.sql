-- Job applications from the form on each open position's page, written only by the submit-application
-- function (service role). The résumé itself is a file in private storage (a Supabase Storage bucket, or
-- $DATA_DIR/uploads/ locally) under resume_file, a name the function made; resume_name is the visitor's
-- own file name, kept as data only.
create table public.job_applications (
  id bigint generated always as identity primary key,
  -- Chosen by the browser per submission (or derived from a plain form post), so a retry is stored once.
  submission_id uuid not null unique,
  position_slug text not null,
  name text not null,
  email text not null,
  country text not null,
  profile_url text,
  note text not null,
  consent boolean not null check (consent),
  resume_file text not null unique,
  resume_name text not null,
  resume_type text not null check (resume_type in ('pdf', 'docx', 'doc')),
  resume_bytes integer not null check (resume_bytes > 0),
  client_ip_hash text,
  created_at timestamptz not null default now()
);

comment on table public.job_applications is 'Job applications; inserted by the submit-application edge function only; kept 12 months.';

alter table public.job_applications enable row level security;

-- The application's own rate-limit slots, counted as the contact form's are (one slot per stored
-- application and scope; a slot names its application, so a retry never takes a second one).
create table public.job_application_rate_limit_slots (
  scope text not null check (scope in ('network', 'email')),
  key_hash text not null,
  submission_id uuid not null,
  taken_at timestamptz not null default now(),
  primary key (scope, key_hash, submission_id)
);

create index job_application_rate_limit_slots_recent on public.job_application_rate_limit_slots (scope, key_hash, taken_at);

alter table public.job_application_rate_limit_slots enable row level security;

/**
 * The application's one write: checks the limits and stores the row, atomically, as submit_contact_form does.
 *   application  the job_applications columns as JSON
 *   limits       { "network": "<hash>" or null, "per_network_per_hour": 5, "per_email_per_day": 5 }
 * Answers { "outcome": "inserted" }, { "outcome": "duplicate" } or { "outcome": "limited", "full": ..., "seconds": ... }.
 */
create function public.submit_job_application(application jsonb, limits jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  new_id uuid := (application ->> 'submission_id')::uuid;
  network text := limits ->> 'network';
  email_key text := encode(pg_catalog.sha256(convert_to(lower(application ->> 'email'), 'UTF8')), 'hex');
  network_used integer;
  network_oldest timestamptz;
  email_used integer;
  email_oldest timestamptz;
  network_wait integer;
  email_wait integer;
begin
  perform case when network is not null then pg_advisory_xact_lock(hashtextextended('application-network:' || network, 0)) end,
          pg_advisory_xact_lock(hashtextextended('application-email:' || email_key, 0));

  select count(*) filter (where scope = 'network' and taken_at > now() - interval '1 hour'),
         min(taken_at) filter (where scope = 'network' and taken_at > now() - interval '1 hour'),
         count(*) filter (where scope = 'email'),
         min(taken_at) filter (where scope = 'email')
    into network_used, network_oldest, email_used, email_oldest
    from public.job_application_rate_limit_slots
   where ((scope = 'network' and key_hash = network) or (scope = 'email' and key_hash = email_key))
     and taken_at > now() - interval '1 day';
  if network_used >= coalesce((limits ->> 'per_network_per_hour')::integer, 5) then
    network_wait := greatest(1, ceil(extract(epoch from network_oldest + interval '1 hour' - now()))::integer);
  end if;
  if email_used >= coalesce((limits ->> 'per_email_per_day')::integer, 5) then
    email_wait := greatest(1, ceil(extract(epoch from email_oldest + interval '1 day' - now()))::integer);
  end if;
  if network_wait is not null or email_wait is not null then
    if exists (select 1 from public.job_applications a where a.submission_id = new_id) then
      return jsonb_build_object('outcome', 'duplicate');
    end if;
    return jsonb_build_object(
      'outcome', 'limited',
      'full', case when network_wait is not null then 'network' else 'email' end,
      'seconds', greatest(coalesce(network_wait, 0), coalesce(email_wait, 0)));
  end if;

  insert into public.job_applications (submission_id, position_slug, name, email, country, profile_url, note, consent,
                                       resume_file, resume_name, resume_type, resume_bytes, client_ip_hash)
  select r.submission_id, r.position_slug, r.name, r.email, r.country, r.profile_url, r.note, r.consent,
         r.resume_file, r.resume_name, r.resume_type, r.resume_bytes, r.client_ip_hash
    from jsonb_populate_record(null::public.job_applications, application) r
  on conflict (submission_id) do nothing;
  if not found then
    return jsonb_build_object('outcome', 'duplicate');
  end if;
  insert into public.job_application_rate_limit_slots (scope, key_hash, submission_id)
  select k.scope, k.key_hash, new_id from (values ('network', network), ('email', email_key)) k(scope, key_hash)
   where k.key_hash is not null;
  return jsonb_build_object('outcome', 'inserted');
end
$$;

-- Deletes the applications older than `months` (12 by the privacy policy) and the slots older than a day;
-- answers the stored résumé files of the deleted rows, which the caller removes from storage.
create function public.apply_job_application_retention(months integer)
returns setof text
language plpgsql
set search_path = ''
as $$
begin
  if months is null or months < 1 then
    raise exception 'apply_job_application_retention: months must be 1 or more';
  end if;
  delete from public.job_application_rate_limit_slots where taken_at < now() - interval '1 day';
  return query delete from public.job_applications where created_at < now() - make_interval(months => months) returning resume_file;
end
$$;

-- Erases every application from one email address (any case) and its slots; answers the résumé files to remove.
create function public.erase_job_applications(address text)
returns setof text
language plpgsql
set search_path = ''
as $$
begin
  delete from public.job_application_rate_limit_slots
   where scope = 'email' and key_hash = encode(pg_catalog.sha256(convert_to(lower(trim(address)), 'UTF8')), 'hex');
  return query delete from public.job_applications where lower(email) = lower(trim(address)) returning resume_file;
end
$$;

revoke all on function public.submit_job_application(jsonb, jsonb) from public;
revoke all on function public.apply_job_application_retention(integer) from public;
revoke all on function public.erase_job_applications(text) from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on table public.job_applications, public.job_application_rate_limit_slots from anon;
    revoke all on function public.submit_job_application(jsonb, jsonb) from anon;
    revoke all on function public.apply_job_application_retention(integer) from anon;
    revoke all on function public.erase_job_applications(text) from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on table public.job_applications, public.job_application_rate_limit_slots from authenticated;
    revoke all on function public.submit_job_application(jsonb, jsonb) from authenticated;
    revoke all on function public.apply_job_application_retention(integer) from authenticated;
    revoke all on function public.erase_job_applications(text) from authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant select, insert, delete on table public.job_applications, public.job_application_rate_limit_slots to service_role;
    grant execute on function public.submit_job_application(jsonb, jsonb) to service_role;
    grant execute on function public.apply_job_application_retention(integer) to service_role;
    grant execute on function public.erase_job_applications(text) to service_role;
  end if;
end
$$;

-- The private bucket the résumés go to on Supabase (where the storage schema exists; not in PGlite).
do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'storage') then
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values ('resumes', 'resumes', false, 5242880,
            array['application/pdf', 'application/msword',
                  'application/vnd.openxmlformats-officedocument.wordprocessingml.document'])
    on conflict (id) do nothing;
  end if;
end
$$;
