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

-- The application's limits, stricter than the other forms' and counted in slots of their own: 5 an hour per
-- network, 5 a day per email address. Its one write, submit_job_application(application, limits):
--   application  the job_applications columns as JSON
--   limits       { "network": "<hash>" or null, "per_network_per_hour": 5, "per_email_per_day": 5 }
call public.define_rate_limit('public.application_rate_limit', 'public.job_application_rate_limit_slots', 'application', '1 hour', '1 day');
call public.define_form_write('public.submit_job_application', 'application', 'public.job_applications',
                              'public.application_rate_limit', 'per_network_per_hour', 5, 'per_email_per_day', 5);

-- Deletes the applications older than `months` (12 by the privacy policy) and the slots older than a day;
-- answers the stored résumé files of the deleted rows, for the local server to remove (on Supabase,
-- delete_unreferenced_files below removes them from the bucket).
create function public.apply_job_application_retention(months integer)
returns setof text language sql set search_path = '' as $$
  delete from public.job_application_rate_limit_slots where taken_at < now() - interval '1 day';
  select r ->> 'resume_file' from public.delete_older_than('public.job_applications', months) r;
$$;

-- Erases every application from one email address (any case) and its slots; answers the résumé files to remove.
create function public.erase_job_applications(address text)
returns setof text language sql set search_path = '' as $$
  delete from public.job_application_rate_limit_slots where scope = 'email' and key_hash = public.email_key(address);
  select r ->> 'resume_file' from public.delete_by_email('public.job_applications', address) r;
$$;

/**
 * Deletes, through Supabase's Storage API, every file of `bucket` that no row of `tbl` names in `name_column`
 * and that is more than an hour old (the function writes a file just before its row): the résumés of expired
 * and erased applications, and any file whose removal failed. Answers how many deletions it asked for.
 * On Supabase only: it lists storage.objects (the API, not SQL, must delete them, or their bytes stay in the
 * store), reads the Vault's `project_url` and `service_role_key`, and queues one DELETE per file with pg_net,
 * which sends them once the transaction commits. A deletion that fails leaves the file listed, so the next run
 * asks again.
 */
create function public.delete_unreferenced_files(bucket text, tbl regclass, name_column name)
returns integer language plpgsql set search_path = '' as $$
declare
  project_url text;
  service_key text;
  file text;
  asked integer := 0;
begin
  select max(decrypted_secret) filter (where name = 'project_url'), max(decrypted_secret) filter (where name = 'service_role_key')
    into project_url, service_key
    from vault.decrypted_secrets;
  if project_url is null or service_key is null then
    raise exception 'delete_unreferenced_files: the Vault has no project_url or service_role_key secret (see docs/security.md)';
  end if;
  for file in execute format(
    'select o.name from storage.objects o
      where o.bucket_id = $1 and o.created_at < now() - interval ''1 hour''
        and not exists (select 1 from %s t where t.%I = o.name)', tbl, name_column)
    using bucket
  loop
    perform net.http_delete(
      url := rtrim(project_url, '/') || '/storage/v1/object/' || bucket || '/' || file,
      headers := jsonb_build_object('Authorization', 'Bearer ' || service_key, 'apikey', service_key));
    asked := asked + 1;
  end loop;
  return asked;
end
$$;

call public.service_role_only(
  array['public.job_applications', 'public.job_application_rate_limit_slots'],
  'select, insert, delete',
  array['public.application_rate_limit(text, text, integer, integer)', 'public.application_rate_limit_take(uuid, text, text)',
        'public.submit_job_application(jsonb, jsonb)', 'public.apply_job_application_retention(integer)',
        'public.erase_job_applications(text)', 'public.delete_unreferenced_files(text, regclass, name)']);

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

-- Nightly, where pg_cron is available: at 03:45 UTC the applications older than 12 months; at 03:50, on
-- Supabase only (where the storage schema is), the résumés no application names any more, through the Storage
-- API with pg_net (enabled here when available) and the Vault's secrets.
call public.schedule_nightly('application-retention', '45 3 * * *', 'select public.apply_job_application_retention(12)');
do $$
begin
  if not exists (select 1 from pg_namespace where nspname = 'storage') then
    raise notice 'no storage schema: delete_unreferenced_files is not scheduled';
    return;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
  call public.schedule_nightly('resume-cleanup', '50 3 * * *',
    $job$select public.delete_unreferenced_files('resumes', 'public.job_applications', 'resume_file')$job$);
end
$$;
