-- What a lead owes is never thrown away. A delivery that fails is tried again later and later (the function says
-- when: claimed_until then holds the next try's time), over more than 48 hours; one that gives up stays, marked
-- failed with the kind of its last error, until `npm run submissions -- --retry-failed` (or
-- retry_failed_form_effects) makes it due again. On Supabase a pg_cron job asks the submit-form function every
-- minute to deliver what is due, so no retry waits for the next visitor.
alter table public.form_effects
  add column failed_at timestamptz,
  add column last_error text;

create index form_effects_due on public.form_effects (claimed_until) where failed_at is null;

-- As before, but never an effect given up.
create or replace function public.claim_form_effects(submissions uuid[], kinds text[], max_count integer, lease_seconds integer)
returns setof jsonb language sql set search_path = '' as $$
  update public.form_effects e
     set claimed_until = now() + make_interval(secs => lease_seconds), attempts = e.attempts + 1
   where e.id in (
     select c.id from public.form_effects c
      where c.kind = any (kinds)
        and c.failed_at is null
        and (c.claimed_until is null or c.claimed_until < now())
        and (submissions is null or c.submission_id = any (submissions))
      order by c.created_at
      limit max_count
      for update skip locked)
  returning pg_catalog.jsonb_build_object('id', e.id, 'kind', e.kind, 'payload', e.payload, 'attempts', e.attempts)
$$;

-- Deliveries that failed, as [{ id, retry_seconds, error }]: each tried again in `retry_seconds`, or (null) given
-- up: kept, marked failed. `error` is the failure's kind, never a value of the lead.
create function public.defer_form_effects(outcomes jsonb)
returns void language sql set search_path = '' as $$
  update public.form_effects e
     set claimed_until = case when o ->> 'retry_seconds' is null then null
                              else now() + make_interval(secs => (o ->> 'retry_seconds')::double precision) end,
         failed_at = case when o ->> 'retry_seconds' is null then now() end,
         last_error = left(o ->> 'error', 200)
    from pg_catalog.jsonb_array_elements(outcomes) o
   where e.id = (o ->> 'id')::uuid
$$;

-- The effects given up, oldest first: what each owed and to whom, how often it was tried, and why it failed.
create function public.failed_form_effects()
returns setof jsonb language sql stable set search_path = '' as $$
  select pg_catalog.jsonb_build_object('id', id, 'submission_id', submission_id, 'kind', kind, 'email', email,
                                       'attempts', attempts, 'created_at', created_at, 'failed_at', failed_at,
                                       'last_error', last_error)
    from public.form_effects where failed_at is not null order by created_at
$$;

-- Makes effects given up due again, their tries counted from zero: those of `ids`, or (null) all. Answers how many.
create function public.retry_failed_form_effects(ids uuid[] default null)
returns integer language sql set search_path = '' as $$
  with again as (
    update public.form_effects
       set failed_at = null, last_error = null, attempts = 0, claimed_until = null
     where failed_at is not null and (ids is null or id = any (ids))
    returning 1)
  select count(*)::integer from again
$$;

-- What the functions owe is kept 30 days at most (long enough for the team to send a failed one again), and the
-- one-a-day marks of visitor emails a day. Answers how many effects it deleted.
create or replace function public.apply_form_effect_retention()
returns integer language plpgsql set search_path = '' as $$
declare
  gone integer;
begin
  delete from public.visitor_email_sends where queued_at < now() - interval '24 hours';
  delete from public.form_effects where created_at < now() - interval '30 days';
  get diagnostics gone = row_count;
  return gone;
end
$$;

-- Erases what the functions still owe one address (any case), with its one-a-day marks; answers how many effects.
create or replace function public.erase_form_effects(address text)
returns integer language plpgsql set search_path = '' as $$
begin
  delete from public.visitor_email_sends where email_key = public.email_key(address);
  return (select count(*)::integer from public.delete_by_email('public.form_effects', address));
end
$$;

/**
 * On Supabase, every minute: when an effect is due, asks the submit-form function (which delivers every kind) to
 * deliver what is owed, with pg_net and the Vault's `project_url` and `service_role_key` (as the résumé cleanup
 * does). Answers whether it asked.
 */
create function public.deliver_due_form_effects()
returns boolean language plpgsql set search_path = '' as $$
declare
  project_url text;
  service_key text;
begin
  if not exists (select 1 from public.form_effects
                  where failed_at is null and (claimed_until is null or claimed_until < now())) then
    return false;
  end if;
  select max(decrypted_secret) filter (where name = 'project_url'), max(decrypted_secret) filter (where name = 'service_role_key')
    into project_url, service_key
    from vault.decrypted_secrets;
  if project_url is null or service_key is null then
    raise exception 'deliver_due_form_effects: the Vault has no project_url or service_role_key secret (see docs/security.md)';
  end if;
  perform net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/submit-form/deliver',
    body := '{}'::jsonb,
    headers := jsonb_build_object('Authorization', 'Bearer ' || service_key, 'Content-Type', 'application/json'),
    timeout_milliseconds := 55000);
  return true;
end
$$;

call public.service_role_only(
  array['public.form_effects'],
  'select, insert, update, delete',
  array['public.claim_form_effects(uuid[], text[], integer, integer)', 'public.defer_form_effects(jsonb)',
        'public.failed_form_effects()', 'public.retry_failed_form_effects(uuid[])',
        'public.apply_form_effect_retention()', 'public.erase_form_effects(text)',
        'public.deliver_due_form_effects()']);

-- Every minute where the Vault is, with pg_net (Supabase); PGlite and a plain PostgreSQL have neither, and the
-- local server delivers what is due itself, every minute.
do $$
begin
  if not exists (select 1 from pg_namespace where nspname = 'vault') then
    raise notice 'no Vault: deliver_due_form_effects is not scheduled';
    return;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
  call public.schedule_nightly('effect-delivery', '* * * * *', 'select public.deliver_due_form_effects()');
end
$$;
