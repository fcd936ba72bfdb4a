-- What a stored submission owes after its answer (an email to the visitor, the leads webhook, ...), queued in the
-- transaction that stores the row, so that a lost reply or a crash between the answer and the send loses nothing
-- and a retry sends nothing twice. The function delivers a submission's effects after answering (so the answer
-- waits for the store alone), a retry of a stored submission delivers what is still owed, and any later call
-- drains what is left. A delivery claims its effect for a while first, so two never run at once; a delivered
-- effect is deleted. The payload holds what goes to the person (an address, an email's text): erased with them,
-- and kept no longer than a week whatever happens.
create table public.form_effects (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null,
  kind text not null,
  -- Whose data the payload holds, for erasure.
  email text not null,
  payload jsonb not null,
  attempts integer not null default 0,
  claimed_until timestamptz,
  created_at timestamptz not null default now()
);

create index form_effects_submission on public.form_effects (submission_id);
create index form_effects_created on public.form_effects (created_at);

comment on table public.form_effects is 'What stored submissions still owe (emails, webhooks); written and read by the form functions only.';

alter table public.form_effects enable row level security;

-- Queues a stored submission's effects: those of `effects` ([{ kind, when, payload }]) whose `when` is one of
-- `holds` (what this write found true: 'stored', 'new-lead', 'confirmation-due'). Answers how many.
create function public.queue_form_effects(new_id uuid, address text, effects jsonb, holds text[])
returns integer language sql set search_path = '' as $$
  with queued as (
    insert into public.form_effects (submission_id, kind, email, payload)
    select new_id, e ->> 'kind', trim(address), e -> 'payload'
      from pg_catalog.jsonb_array_elements(coalesce(effects, '[]'::jsonb)) e
     where coalesce(e ->> 'when', 'stored') = any (holds)
    returning 1)
  select count(*)::integer from queued
$$;

-- How many effects a stored submission still owes (a retry delivers them).
create function public.pending_form_effects(new_id uuid)
returns integer language sql stable set search_path = '' as $$
  select count(*)::integer from public.form_effects where submission_id = new_id
$$;

-- Claims up to `max_count` effects of these kinds that nobody is delivering, for `lease_seconds`: those of some
-- submissions, or (submissions null) the oldest of any. Answers them as { id, kind, payload, attempts } (this
-- attempt counted).
create function public.claim_form_effects(submissions uuid[], kinds text[], max_count integer, lease_seconds integer)
returns setof jsonb language sql set search_path = '' as $$
  update public.form_effects e
     set claimed_until = now() + make_interval(secs => lease_seconds), attempts = e.attempts + 1
   where e.id in (
     select c.id from public.form_effects c
      where c.kind = any (kinds)
        and (c.claimed_until is null or c.claimed_until < now())
        and (submissions is null or c.submission_id = any (submissions))
      order by c.created_at
      limit max_count
      for update skip locked)
  returning pg_catalog.jsonb_build_object('id', e.id, 'kind', e.kind, 'payload', e.payload, 'attempts', e.attempts)
$$;

-- Delivered (or abandoned) effects.
create function public.finish_form_effects(effects uuid[])
returns void language sql set search_path = '' as $$
  delete from public.form_effects where id = any (effects)
$$;

-- Effects nobody could deliver within a week; answers how many it deleted.
create function public.apply_form_effect_retention()
returns integer language sql set search_path = '' as $$
  with gone as (delete from public.form_effects where created_at < now() - interval '7 days' returning 1)
  select count(*)::integer from gone
$$;

-- Erases what the functions still owe one address (any case); answers how many.
create function public.erase_form_effects(address text)
returns integer language sql set search_path = '' as $$
  select count(*)::integer from public.delete_by_email('public.form_effects', address)
$$;

-- Every form's write, again: it now takes the effects its row owes (`effects` in the row's JSON) and queues them
-- with the row; a duplicate answers how many its first send still owes.
create or replace procedure public.define_form_write(fn text, arg text, tbl regclass, rate_limit text, per_network_key text,
                                                     per_network integer, per_email_key text, per_email integer)
language plpgsql
set search_path = ''
as $define$
declare
  columns text;
begin
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into columns
    from pg_catalog.pg_attribute a
   where a.attrelid = tbl and a.attnum > 0 and not a.attisdropped and a.attidentity = '' and a.attname <> 'created_at';
  execute format($sql$
    create or replace function %1$s(%2$I jsonb, limits jsonb)
    returns jsonb language plpgsql set search_path = '' as $fn$
    declare
      new_id uuid := (%2$I ->> 'submission_id')::uuid;
      email_key text := public.email_key(%2$I ->> 'email');
      network text := limits ->> 'network';
      limited jsonb := %4$s(email_key, network, coalesce((limits ->> %5$L)::integer, %6$s), coalesce((limits ->> %7$L)::integer, %8$s));
    begin
      if limited is not null then
        -- A retry of a stored submission succeeds even past a full limit.
        if exists (select 1 from %3$s s where s.submission_id = new_id) then
          return jsonb_build_object('outcome', 'duplicate', 'effects', public.pending_form_effects(new_id));
        end if;
        return limited;
      end if;
      -- A stored submission id (a retry) inserts nothing and takes no slot.
      insert into %3$s (%9$s)
      select %9$s from jsonb_populate_record(null::%3$s, %2$I)
      on conflict (submission_id) do nothing;
      if not found then
        return jsonb_build_object('outcome', 'duplicate', 'effects', public.pending_form_effects(new_id));
      end if;
      perform %4$s_take(new_id, email_key, network);
      return jsonb_build_object('outcome', 'inserted',
        'effects', public.queue_form_effects(new_id, %2$I ->> 'email', %2$I -> 'effects', array['stored', 'new-lead']));
    end
    $fn$;
  $sql$, fn, arg, tbl, rate_limit, per_network_key, per_network, per_email_key, per_email, columns);
end
$define$;

call public.define_form_write('public.submit_contact_form', 'submission', 'public.contact_submissions',
                              'public.form_rate_limit', 'per_network_per_minute', 5, 'per_email_per_hour', 20);
call public.define_form_write('public.submit_form_lead', 'lead', 'public.form_leads',
                              'public.form_rate_limit', 'per_network_per_minute', 5, 'per_email_per_hour', 20);
call public.define_form_write('public.submit_job_application', 'application', 'public.job_applications',
                              'public.application_rate_limit', 'per_network_per_hour', 5, 'per_email_per_day', 5);

-- The newsletter's confirmation is an effect too: its tokens are made when it is sent (no token in the clear is
-- ever stored), which replaces the address's hashes (renew_newsletter_confirmation). An address gets at most one
-- confirmation per 10 minutes and 3 per 24 hours, whoever asks.
alter table public.newsletter_subscribers
  alter column unsubscribe_token_hash drop not null,
  add column confirmations_sent_at timestamptz[] not null default '{}';
update public.newsletter_subscribers set confirmations_sent_at = array[confirmation_sent_at] where confirmation_sent_at is not null;
alter table public.newsletter_subscribers drop column confirmation_sent_at;

/**
 * A subscribe request: the same limits and slots as every form, then the address's row, with its effects.
 *   lead    { submission_id, email, page, utm_*, referrer, client_ip_hash, effects }
 * A confirmation is due for a new address, and for a pending or unsubscribed one whose last confirmation went out
 * 10 minutes ago or more, unless it had 3 in the last 24 hours; a confirmed address changes nothing. The address
 * is a new lead for the team (the leads webhook) when it is new, or unsubscribed and subscribing again with a
 * confirmation due; not while it waits for its confirmation, nor once confirmed. Whatever the address's state,
 * the visitor sees the same answer, and it takes the same time: the email and the webhook follow it.
 */
create or replace function public.subscribe_newsletter(lead jsonb, limits jsonb)
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
  recent timestamptz[];
  holds text[] := array['stored'];
begin
  if exists (select 1 from public.contact_rate_limit_slots s where s.submission_id = new_id) then
    return jsonb_build_object('outcome', 'duplicate', 'effects', public.pending_form_effects(new_id));
  end if;
  if limited is not null then
    return limited;
  end if;

  select * into current from public.newsletter_subscribers s where lower(s.email) = address for update;
  if not found then
    insert into public.newsletter_subscribers (email, confirmations_sent_at, page, utm_source, utm_medium, utm_campaign,
                                               referrer, client_ip_hash)
    values (trim(lead ->> 'email'), array[now()], lead ->> 'page', lead ->> 'utm_source', lead ->> 'utm_medium',
            lead ->> 'utm_campaign', lead ->> 'referrer', lead ->> 'client_ip_hash');
    holds := holds || array['new-lead', 'confirmation-due'];
  elsif current.status <> 'confirmed' then
    recent := array(select t from unnest(current.confirmations_sent_at) t where t > now() - interval '24 hours' order by t);
    if cardinality(recent) < 3 and coalesce(recent[cardinality(recent)] <= now() - interval '10 minutes', true) then
      update public.newsletter_subscribers
         set status = 'pending', confirm_token_hash = null, confirmations_sent_at = recent || now(),
             created_at = case when current.status = 'unsubscribed' then now() else current.created_at end
       where id = current.id;
      holds := holds || array['confirmation-due'];
      if current.status = 'unsubscribed' then
        holds := holds || array['new-lead'];
      end if;
    end if;
  end if;

  perform public.form_rate_limit_take(new_id, email_key, network);
  return jsonb_build_object('outcome', 'inserted',
    'effects', public.queue_form_effects(new_id, lead ->> 'email', lead -> 'effects', holds));
end
$$;

-- Before a confirmation email goes out: its tokens' hashes replace the address's. Answers whether the address
-- still waits for a confirmation (false: confirmed or gone meanwhile, and nothing is sent).
create function public.renew_newsletter_confirmation(address text, confirm_hash text, unsubscribe_hash text)
returns boolean language plpgsql set search_path = '' as $$
begin
  update public.newsletter_subscribers
     set confirm_token_hash = confirm_hash, unsubscribe_token_hash = unsubscribe_hash
   where lower(email) = lower(trim(address)) and status = 'pending';
  return found;
end
$$;

-- One-click unsubscribe (RFC 8058) or the link in any email; the date is the latest unsubscription's, from which
-- the 30 days of retention count. Answers whether the token named a subscriber.
create or replace function public.unsubscribe_newsletter(token_hash text)
returns boolean language plpgsql set search_path = '' as $$
begin
  update public.newsletter_subscribers
     set status = 'unsubscribed', confirm_token_hash = null,
         unsubscribed_at = case when status = 'unsubscribed' then unsubscribed_at else now() end
   where unsubscribe_token_hash = token_hash;
  return found;
end
$$;

-- Unconfirmed addresses are deleted after 7 days, unsubscribed ones 30 days after they left (nothing of them is
-- kept: with double opt-in no email reaches an address again without its new confirmation, so a suppression list
-- would protect nobody). Answers how many.
create or replace function public.apply_newsletter_retention()
returns integer language plpgsql set search_path = '' as $$
declare
  erased integer;
begin
  delete from public.newsletter_subscribers
   where (status = 'pending' and created_at < now() - interval '7 days')
      or (status = 'unsubscribed' and unsubscribed_at < now() - interval '30 days');
  get diagnostics erased = row_count;
  return erased;
end
$$;

call public.service_role_only(
  array['public.form_effects'],
  'select, insert, update, delete',
  array['public.queue_form_effects(uuid, text, jsonb, text[])', 'public.pending_form_effects(uuid)',
        'public.claim_form_effects(uuid[], text[], integer, integer)', 'public.finish_form_effects(uuid[])',
        'public.apply_form_effect_retention()', 'public.erase_form_effects(text)',
        'public.renew_newsletter_confirmation(text, text, text)']);

call public.schedule_nightly('effect-retention', '55 3 * * *', 'select public.apply_form_effect_retention()');
