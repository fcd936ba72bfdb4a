-- Newsletter subscribers, with double opt-in: an address is `pending` until the visitor confirms with the button
-- on the page the confirmation email links to (a POST: a mail scanner's GET never confirms), then `confirmed`,
-- until it is `unsubscribed` (RFC 8058 one-click, or the link in any email). Tokens are random; only their
-- SHA-256 is stored. Written only by the submit-form function (service role).
create table public.newsletter_subscribers (
  id bigint generated always as identity primary key,
  email text not null,
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  confirm_token_hash text,
  unsubscribe_token_hash text not null,
  confirmation_sent_at timestamptz,
  page text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  referrer text,
  client_ip_hash text,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);

create unique index newsletter_subscribers_email on public.newsletter_subscribers (lower(email));
create unique index newsletter_subscribers_confirm on public.newsletter_subscribers (confirm_token_hash);
create unique index newsletter_subscribers_unsubscribe on public.newsletter_subscribers (unsubscribe_token_hash);

comment on table public.newsletter_subscribers is 'Newsletter subscribers (double opt-in); written by the submit-form edge function only.';

alter table public.newsletter_subscribers enable row level security;

/**
 * A subscribe request: the same limits and slots as every form, then the address's row.
 *   lead    { submission_id, email, confirm_token_hash, unsubscribe_token_hash, page, utm_*, referrer, client_ip_hash }
 * Answers { outcome, send, announce }: `send` is true when a confirmation email is due now (a new or unsubscribed
 * address, or a pending one whose last confirmation went out 10 minutes ago or more); the given token hashes are
 * then stored. A confirmed address changes nothing. `announce` says whether it is a new lead for the team (the
 * leads webhook): a new address, or an unsubscribed one subscribing again; not one that is confirmed or still
 * waiting for its confirmation, which was announced when it first subscribed. Whatever the address's state, the
 * visitor sees the same answer.
 */
create function public.subscribe_newsletter(lead jsonb, limits jsonb)
returns jsonb language plpgsql set search_path = '' as $$
declare
  new_id uuid := (lead ->> 'submission_id')::uuid;
  address text := lower(trim(lead ->> 'email'));
  email_key text := public.email_key(lead ->> 'email');
  network text := limits ->> 'network';
  -- First: its locks make a retry in flight wait for the first send.
  limited jsonb := public.form_rate_limit(email_key, network, coalesce((limits ->> 'per_network_per_minute')::integer, 5),
                                          coalesce((limits ->> 'per_email_per_hour')::integer, 20));
  current public.newsletter_subscribers;
  due boolean;
  announce boolean;
begin
  if exists (select 1 from public.contact_rate_limit_slots s where s.submission_id = new_id) then
    return jsonb_build_object('outcome', 'duplicate', 'send', false, 'announce', false);
  end if;
  if limited is not null then
    return limited;
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

  perform public.form_rate_limit_take(new_id, email_key, network);
  return jsonb_build_object('outcome', 'inserted', 'send', due, 'announce', announce);
end
$$;

-- The Confirm button: a pending address with this token becomes confirmed. Answers whether it is confirmed now.
create function public.confirm_newsletter(token_hash text)
returns boolean language plpgsql set search_path = '' as $$
begin
  update public.newsletter_subscribers
     set status = 'confirmed', confirmed_at = now(), confirm_token_hash = null
   where confirm_token_hash = token_hash and status = 'pending';
  return found;
end
$$;

-- One-click unsubscribe (RFC 8058) or the link in any email. Answers whether the token named a subscriber.
create function public.unsubscribe_newsletter(token_hash text)
returns boolean language plpgsql set search_path = '' as $$
begin
  update public.newsletter_subscribers
     set status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()), confirm_token_hash = null
   where unsubscribe_token_hash = token_hash;
  return found;
end
$$;

-- Unconfirmed addresses are deleted after 7 days; answers how many.
create function public.apply_newsletter_retention()
returns integer language plpgsql set search_path = '' as $$
declare
  erased integer;
begin
  delete from public.newsletter_subscribers where status = 'pending' and created_at < now() - interval '7 days';
  get diagnostics erased = row_count;
  return erased;
end
$$;

-- Erases one address (any case); answers how many rows (0 or 1).
create function public.erase_newsletter_subscriber(address text)
returns integer language sql set search_path = '' as $$
  select count(*)::integer from public.delete_by_email('public.newsletter_subscribers', address)
$$;

call public.service_role_only(
  array['public.newsletter_subscribers'],
  'select, insert, update, delete',
  array['public.subscribe_newsletter(jsonb, jsonb)', 'public.confirm_newsletter(text)', 'public.unsubscribe_newsletter(text)',
        'public.apply_newsletter_retention()', 'public.erase_newsletter_subscriber(text)']);

call public.schedule_nightly('newsletter-retention', '40 3 * * *', 'select public.apply_newsletter_retention()');
