-- A subscribe request also answers `announce`: whether it is a new lead for the team (the leads webhook). A new
-- address is, and so is an unsubscribed one that subscribes again; an address that is already confirmed, or still
-- waiting for its confirmation, is not: it was announced when it first subscribed. Everything else is as before
-- (a replaced function keeps its owner and grants).
create or replace function public.subscribe_newsletter(lead jsonb, limits jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  new_id uuid := (lead ->> 'submission_id')::uuid;
  address text := lower(trim(lead ->> 'email'));
  network text := limits ->> 'network';
  email_key text := encode(pg_catalog.sha256(convert_to(lower(lead ->> 'email'), 'UTF8')), 'hex');
  network_used integer;
  network_oldest timestamptz;
  email_used integer;
  email_oldest timestamptz;
  network_wait integer;
  email_wait integer;
  current public.newsletter_subscribers;
  due boolean;
  announce boolean;
begin
  perform case when network is not null then pg_advisory_xact_lock(hashtextextended('contact-network:' || network, 0)) end,
          pg_advisory_xact_lock(hashtextextended('contact-email:' || email_key, 0));

  if exists (select 1 from public.contact_rate_limit_slots s where s.submission_id = new_id) then
    return jsonb_build_object('outcome', 'duplicate', 'send', false, 'announce', false);
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

  select * into current from public.newsletter_subscribers s where lower(s.email) = address for update;
  if not found then
    insert into public.newsletter_subscribers (email, confirm_token_hash, unsubscribe_token_hash, confirmation_sent_at,
                                               page, utm_source, utm_medium, utm_campaign, referrer, client_ip_hash)
    values (trim(lead ->> 'email'), lead ->> 'confirm_token_hash', lead ->> 'unsubscribe_token_hash', now(),
            lead ->> 'page', lead ->> 'utm_source', lead ->> 'utm_medium', lead ->> 'utm_campaign', lead ->> 'referrer',
            lead ->> 'client_ip_hash');
    due := true;
    announce := true;
  elsif current.status = 'confirmed' then
    due := false;
    announce := false;
  else
    due := current.confirmation_sent_at is null or current.confirmation_sent_at <= now() - interval '10 minutes';
    if due then
      update public.newsletter_subscribers
         set status = 'pending', confirm_token_hash = lead ->> 'confirm_token_hash',
             unsubscribe_token_hash = lead ->> 'unsubscribe_token_hash', confirmation_sent_at = now(),
             created_at = case when current.status = 'unsubscribed' then now() else current.created_at end
       where id = current.id;
    end if;
    announce := due and current.status = 'unsubscribed';
  end if;

  insert into public.contact_rate_limit_slots (scope, key_hash, submission_id)
  select k.scope, k.key_hash, new_id from (values ('network', network), ('email', email_key)) k(scope, key_hash)
   where k.key_hash is not null;
  return jsonb_build_object('outcome', 'inserted', 'send', due, 'announce', announce);
end
$$;
