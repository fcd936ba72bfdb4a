-- Where each contact came from, as every other form's leads record it (form_leads): the page the form was sent
-- from, the visit's first UTM tags and its external referrer. All optional: older rows have none.
alter table public.contact_submissions
  add column page text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column referrer text;

-- submit_contact_form as before (same limits, locks and answers), storing the new columns too.
create or replace function public.submit_contact_form(submission jsonb, limits jsonb)
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
    if exists (select 1 from public.contact_submissions s where s.submission_id = new_id) then
      return jsonb_build_object('outcome', 'duplicate');
    end if;
    return jsonb_build_object(
      'outcome', 'limited',
      'full', case when network_wait is not null then 'network' else 'email' end,
      'seconds', greatest(coalesce(network_wait, 0), coalesce(email_wait, 0)));
  end if;

  insert into public.contact_submissions (submission_id, first_name, last_name, email, country_code, phone,
                                          company, employees, message, call_consent, client_ip_hash,
                                          page, utm_source, utm_medium, utm_campaign, referrer)
  select r.submission_id, r.first_name, r.last_name, r.email, r.country_code, r.phone,
         r.company, r.employees, r.message, r.call_consent, r.client_ip_hash,
         r.page, r.utm_source, r.utm_medium, r.utm_campaign, r.referrer
    from jsonb_populate_record(null::public.contact_submissions, submission) r
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
