-- The privacy policy's promises, kept by the database: a submission is deleted once older than the retention
-- period (24 months by default), and a person's submissions are erased on request. The two functions that do it
-- for any form's table are defined once here; each form's retention and erasure call them.

-- Deletes the rows of `tbl` created more than `months` months ago; answers them as JSON (to count them, or to
-- remove the files they name).
create function public.delete_older_than(tbl regclass, months integer)
returns setof jsonb language plpgsql set search_path = '' as $$
begin
  if months is null or months < 1 then
    raise exception 'retention of %: months must be 1 or more', tbl;
  end if;
  return query execute format('delete from %s t where t.created_at < now() - $1 returning pg_catalog.to_jsonb(t)', tbl)
    using make_interval(months => months);
end
$$;

-- Deletes the rows of `tbl` from one email address (any case, surrounding spaces ignored); answers them as JSON.
create function public.delete_by_email(tbl regclass, address text)
returns setof jsonb language plpgsql set search_path = '' as $$
begin
  return query execute format('delete from %s t where lower(t.email) = lower(trim($1)) returning pg_catalog.to_jsonb(t)', tbl)
    using address;
end
$$;

-- Deletes the submissions older than `months` (and the rate-limit slots older than an hour); answers how many
-- submissions it deleted. Run nightly by pg_cron where available (below); the local server runs it at start.
create function public.apply_contact_retention(months integer)
returns integer language sql set search_path = '' as $$
  delete from public.contact_rate_limit_slots where taken_at < now() - interval '1 hour';
  select count(*)::integer from public.delete_older_than('public.contact_submissions', months);
$$;

-- Erases every submission from one email address (any case) and its rate-limit slots; answers how many
-- submissions it erased.
create function public.erase_contact_submissions(address text)
returns integer language sql set search_path = '' as $$
  delete from public.contact_rate_limit_slots where scope = 'email' and key_hash = public.email_key(address);
  select count(*)::integer from public.delete_by_email('public.contact_submissions', address);
$$;

call public.service_role_only(
  array['public.contact_submissions'],
  'delete',
  array['public.delete_older_than(regclass, integer)', 'public.delete_by_email(regclass, text)',
        'public.apply_contact_retention(integer)', 'public.erase_contact_submissions(text)']);

-- Schedules `command` nightly under `job` (pg_cron's `schedule`, in UTC), enabling pg_cron where it is available
-- (on Supabase: Database > Extensions). Where pg_cron is missing or not preloaded (PGlite, a plain PostgreSQL),
-- nothing is scheduled and the migration still applies; the local server applies the retention when it starts.
-- Another period or time: run cron.schedule again with the same job name.
create procedure public.schedule_nightly(job text, schedule text, command text)
language plpgsql
as $$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not available: % is not scheduled', job;
    return;
  end if;
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron could not be enabled (%): % is not scheduled', sqlerrm, job;
    return;
  end;
  perform cron.schedule(job, schedule, command);
end
$$;

revoke all on procedure public.schedule_nightly(text, text, text) from public;

call public.schedule_nightly('contact-retention', '30 3 * * *', 'select public.apply_contact_retention(24)');
