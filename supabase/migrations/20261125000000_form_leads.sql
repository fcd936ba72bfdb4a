-- Every form but the contact form stores its leads here, one row per submission, written only by the
-- submit-form function (service role). `form` names the form (newsletter, white-paper, webinar, ...), `fields`
-- holds its declared fields (supabase/functions/_shared/lead-forms.ts), and the attribution columns say where the
-- lead came from: the page it was sent from, the visit's first UTM tags and its external referrer.
create table public.form_leads (
  id bigint generated always as identity primary key,
  form text not null,
  -- Chosen by the browser per submission (or derived from a plain post's fields), so a retry is stored once.
  submission_id uuid not null unique,
  email text not null,
  fields jsonb not null default '{}'::jsonb,
  page text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  referrer text,
  client_ip_hash text,
  created_at timestamptz not null default now()
);

create index form_leads_form_created on public.form_leads (form, created_at desc);
create index form_leads_email on public.form_leads (lower(email));

comment on table public.form_leads is 'Leads of every form but the contact form; inserted by the submit-form edge function only.';

alter table public.form_leads enable row level security;

/**
 * A lead form's one write: the same limits as submit_contact_form (the same slots, so a network's or an
 * address's posts count across every form), then the row, atomically.
 *   lead    the form_leads columns as JSON (form, submission_id, email, fields, page, utm_*, referrer, client_ip_hash)
 *   limits  { "network": "<hash>" or null, "per_network_per_minute": 5, "per_email_per_hour": 20 }
 * Answers as submit_contact_form does: inserted, duplicate, or limited with what is full and the wait.
 */
create function public.submit_form_lead(lead jsonb, limits jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  new_id uuid := (lead ->> 'submission_id')::uuid;
  network text := limits ->> 'network';
  email_key text := encode(pg_catalog.sha256(convert_to(lower(lead ->> 'email'), 'UTF8')), 'hex');
  network_used integer;
  network_oldest timestamptz;
  email_used integer;
  email_oldest timestamptz;
  network_wait integer;
  email_wait integer;
begin
  -- The same locks, in the same order, as submit_contact_form: the two never wait for each other in a circle.
  perform case when network is not null then pg_advisory_xact_lock(hashtextextended('contact-network:' || network, 0)) end,
          pg_advisory_xact_lock(hashtextextended('contact-email:' || email_key, 0));

  if exists (select 1 from public.form_leads l where l.submission_id = new_id) then
    return jsonb_build_object('outcome', 'duplicate');
  end if;

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
    return jsonb_build_object(
      'outcome', 'limited',
      'full', case when network_wait is not null then 'network' else 'email' end,
      'seconds', greatest(coalesce(network_wait, 0), coalesce(email_wait, 0)));
  end if;

  insert into public.form_leads (form, submission_id, email, fields, page, utm_source, utm_medium, utm_campaign, referrer, client_ip_hash)
  select r.form, r.submission_id, r.email, coalesce(r.fields, '{}'::jsonb), r.page, r.utm_source, r.utm_medium, r.utm_campaign,
         r.referrer, r.client_ip_hash
    from jsonb_populate_record(null::public.form_leads, lead) r
  on conflict (submission_id) do nothing;
  if not found then
    return jsonb_build_object('outcome', 'duplicate');
  end if;
  insert into public.contact_rate_limit_slots (scope, key_hash, submission_id)
  select k.scope, k.key_hash, new_id from (values ('network', network), ('email', email_key)) k(scope, key_hash)
   where k.key_hash is not null;
  return jsonb_build_object('outcome', 'inserted');
end
$$;

-- Leads older than `months` are deleted with the contact submissions (the same retention period).
create function public.apply_lead_retention(months integer)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  erased integer;
begin
  if months is null or months < 1 then
    raise exception 'apply_lead_retention: months must be 1 or more';
  end if;
  delete from public.form_leads where created_at < now() - make_interval(months => months);
  get diagnostics erased = row_count;
  return erased;
end
$$;

-- Erases every lead from one email address (any case); answers how many.
create function public.erase_form_leads(address text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  erased integer;
begin
  delete from public.form_leads where lower(email) = lower(trim(address));
  get diagnostics erased = row_count;
  return erased;
end
$$;

revoke all on function public.submit_form_lead(jsonb, jsonb) from public;
revoke all on function public.apply_lead_retention(integer) from public;
revoke all on function public.erase_form_leads(text) from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on table public.form_leads from anon;
    revoke all on function public.submit_form_lead(jsonb, jsonb) from anon;
    revoke all on function public.apply_lead_retention(integer) from anon;
    revoke all on function public.erase_form_leads(text) from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on table public.form_leads from authenticated;
    revoke all on function public.submit_form_lead(jsonb, jsonb) from authenticated;
    revoke all on function public.apply_lead_retention(integer) from authenticated;
    revoke all on function public.erase_form_leads(text) from authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant select, insert, delete on table public.form_leads to service_role;
    grant execute on function public.submit_form_lead(jsonb, jsonb) to service_role;
    grant execute on function public.apply_lead_retention(integer) to service_role;
    grant execute on function public.erase_form_leads(text) to service_role;
  end if;
end
$$;

-- Nightly with the contact retention, where pg_cron is available (see the contact retention migration).
do $$
begin
  if not exists (select 1 from pg_extension where extname = 'pg_cron') then
    raise notice 'pg_cron is not enabled: apply_lead_retention is not scheduled';
    return;
  end if;
  perform cron.schedule('lead-retention', '35 3 * * *', 'select public.apply_lead_retention(24)');
end
$$;
