-- The privacy policy's promises, kept by the database: a submission is deleted once older than the retention
-- period (24 months by default), and a person's submissions are erased on request.

-- Deletes the submissions older than `months` (and the rate-limit slots older than an hour); answers how many
-- submissions it deleted. Run nightly by pg_cron where available (below); the local server runs it at start.
create function public.apply_contact_retention(months integer)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  erased integer;
begin
  if months is null or months < 1 then
    raise exception 'apply_contact_retention: months must be 1 or more';
  end if;
  delete from public.contact_submissions where created_at < now() - make_interval(months => months);
  get diagnostics erased = row_count;
  delete from public.contact_rate_limit_slots where taken_at < now() - interval '1 hour';
  return erased;
end
$$;

-- Erases every submission from one email address (any case) and its rate-limit slots; answers how many
-- submissions it erased.
create function public.erase_contact_submissions(address text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  erased integer;
begin
  delete from public.contact_submissions where lower(email) = lower(trim(address));
  get diagnostics erased = row_count;
  delete from public.contact_rate_limit_slots
   where scope = 'email' and key_hash = encode(pg_catalog.sha256(convert_to(lower(trim(address)), 'UTF8')), 'hex');
  return erased;
end
$$;

revoke all on function public.apply_contact_retention(integer) from public;
revoke all on function public.erase_contact_submissions(text) from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on function public.apply_contact_retention(integer) from anon;
    revoke all on function public.erase_contact_submissions(text) from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function public.apply_contact_retention(integer) from authenticated;
    revoke all on function public.erase_contact_submissions(text) from authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant delete on table public.contact_submissions to service_role;
    grant execute on function public.apply_contact_retention(integer) to service_role;
    grant execute on function public.erase_contact_submissions(text) to service_role;
  end if;
end
$$;

-- Nightly at 03:30 UTC with pg_cron (on Supabase: Database > Extensions). Where pg_cron is missing or not
-- preloaded (PGlite, a plain PostgreSQL), nothing is scheduled and the migration still applies; the local
-- server applies the retention when it starts. Another period: run cron.schedule again with the same job name.
do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not available: apply_contact_retention is not scheduled';
    return;
  end if;
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron could not be enabled (%): apply_contact_retention is not scheduled', sqlerrm;
    return;
  end;
  perform cron.schedule('contact-retention', '30 3 * * *', 'select public.apply_contact_retention(24)');
end
$$;
