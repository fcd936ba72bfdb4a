-- What any visitor can make the site send, bounded in Postgres (so across every Edge Function instance, and under
-- concurrency):
--   * The team's inbox gets at most 10 emails (kind 'team-email') per form in any 10 minutes. The lead of one held
--     beyond that is stored as always; its email is not sent. The first one held opens a 10-minute window, and one
--     digest (kind 'team-digest', due at the window's end) tells the team how many were held in it and how to read
--     them. So a burst of any size reaches the team as 10 emails and a digest per 10 minutes.
--   * A visitor's once-a-day email is counted per inbox: `name+tag@domain` is `name@domain` (visitor_email_key).
-- Which form a lead's email counts in (a webinar registration: per session) is the functions' mark, once_a_day_per.

-- The address a visitor's once-a-day email is counted under: lower-cased and trimmed, with any `+tag` of its local
-- part dropped, as the SHA-256 email_key keeps an address. An address without a `+` gets its email_key, so the
-- marks made before this migration still count. The rate limits keep email_key: they count the stored rows an
-- address sends, not what reaches an inbox, which this bounds.
create function public.visitor_email_key(address text)
returns text language sql immutable set search_path = '' as $$
  select public.email_key(pg_catalog.regexp_replace(lower(trim(address)), '^([^@+]*)\+[^@]*@', '\1@'))
$$;

-- One row per team email a lead owed: sent (held_until null) or held (held_until: the end of the window whose
-- digest counts it). It names the lead, never the person: it goes with the lead (erasure, retention), and the held
-- ones say which leads the team's inbox never got. A sent one counts for 10 minutes, a held one is kept 30 days.
create table public.team_email_sends (
  submission_id uuid primary key references public.form_leads (submission_id) on delete cascade,
  form text not null,
  queued_at timestamptz not null default now(),
  held_until timestamptz
);

create index team_email_sends_recent on public.team_email_sends (form, queued_at);

comment on table public.team_email_sends is 'Each team email a lead owed, sent or held, for the ceiling of 10 per form in 10 minutes.';

alter table public.team_email_sends enable row level security;

/**
 * Before a lead's team email to `team_address` is queued: answers whether it is held. Under a lock per form (calls
 * for one form wait for each other, so together they never pass the ceiling), it is sent when the form's team
 * emails of the last 10 minutes are fewer than 10, else held: counted in the open window's digest, or opening a
 * window of 10 minutes whose digest is queued, due at its end.
 */
create function public.hold_team_email(new_id uuid, team_address text)
returns boolean language plpgsql set search_path = '' as $$
declare
  lead_form text := (select l.form from public.form_leads l where l.submission_id = new_id);
  window_ends timestamptz;
begin
  if lead_form is null then
    raise exception 'hold_team_email: a team email is owed by a stored lead of form_leads only';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('team-email:' || lead_form, 0));
  if (select count(*) from public.team_email_sends s
       where s.form = lead_form and s.held_until is null and s.queued_at > now() - interval '10 minutes') < 10 then
    insert into public.team_email_sends (submission_id, form) values (new_id, lead_form);
    return false;
  end if;
  select max(s.held_until) into window_ends from public.team_email_sends s where s.form = lead_form and s.held_until > now();
  if window_ends is null then
    window_ends := now() + interval '10 minutes';
    insert into public.form_effects (submission_id, kind, email, payload, claimed_until)
    values (gen_random_uuid(), 'team-digest', trim(team_address),
            pg_catalog.jsonb_build_object('form', lead_form, 'to', trim(team_address), 'window_ends', window_ends), window_ends);
  end if;
  insert into public.team_email_sends (submission_id, form, held_until) values (new_id, lead_form, window_ends);
  return true;
end
$$;

-- As before, with the once-a-day mark counted per inbox (visitor_email_key), and each team email past the ceiling
-- held (hold_team_email). The team's emails come last, so a call takes its form's lock after any row lock of the
-- once-a-day marks, as every other call does: two calls never wait for each other's.
create or replace function public.queue_form_effects(new_id uuid, address text, effects jsonb, holds text[])
returns integer language plpgsql set search_path = '' as $$
declare
  e jsonb;
  queued integer := 0;
begin
  for e in select t.value from pg_catalog.jsonb_array_elements(coalesce(effects, '[]'::jsonb)) with ordinality t(value, n)
            order by t.value ->> 'kind' = 'team-email', t.n loop
    continue when not (coalesce(e ->> 'when', 'stored') = any (holds));
    if e ? 'once_a_day_per' then
      insert into public.visitor_email_sends as s (form, email_key)
      values (e ->> 'once_a_day_per', public.visitor_email_key(address))
      on conflict (form, email_key) do update set queued_at = now()
       where s.queued_at <= now() - interval '24 hours';
      continue when not found;
    end if;
    if e ->> 'kind' = 'team-email' then
      continue when public.hold_team_email(new_id, e -> 'payload' ->> 'to');
    end if;
    insert into public.form_effects (submission_id, kind, email, payload)
    values (new_id, e ->> 'kind', trim(address), e -> 'payload');
    queued := queued + 1;
  end loop;
  return queued;
end
$$;

-- As before; a digest's payload also says how many its window held (`held`), counted when it is claimed for
-- delivery, which is never before its window's end.
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
  returning pg_catalog.jsonb_build_object(
    'id', e.id, 'kind', e.kind, 'attempts', e.attempts,
    'payload', case when e.kind = 'team-digest'
                    then e.payload || pg_catalog.jsonb_build_object('held', (
                           select count(*) from public.team_email_sends s
                            where s.form = e.payload ->> 'form' and s.held_until = (e.payload ->> 'window_ends')::timestamptz))
                    else e.payload end)
$$;

-- The leads whose team email was held, newest first: each lead's row (as form_leads holds it) and `held_at`.
create function public.held_team_emails()
returns setof jsonb language sql stable set search_path = '' as $$
  select pg_catalog.to_jsonb(l) || pg_catalog.jsonb_build_object('held_at', s.queued_at)
    from public.team_email_sends s join public.form_leads l on l.submission_id = s.submission_id
   where s.held_until is not null
   order by s.queued_at desc, l.id desc
$$;

-- As before, and the team emails' rows: a sent one after 10 minutes, a held one after 30 days (each goes with its
-- lead before that). Answers how many effects it deleted.
create or replace function public.apply_form_effect_retention()
returns integer language plpgsql set search_path = '' as $$
declare
  gone integer;
begin
  delete from public.visitor_email_sends where queued_at < now() - interval '24 hours';
  delete from public.team_email_sends
   where (held_until is null and queued_at < now() - interval '10 minutes') or queued_at < now() - interval '30 days';
  delete from public.form_effects where created_at < now() - interval '30 days';
  get diagnostics gone = row_count;
  return gone;
end
$$;

-- As before; the one-a-day marks go under either key of the address (one made before plus-addressing was folded).
create or replace function public.erase_form_effects(address text)
returns integer language plpgsql set search_path = '' as $$
begin
  delete from public.visitor_email_sends where email_key in (public.email_key(address), public.visitor_email_key(address));
  return (select count(*)::integer from public.delete_by_email('public.form_effects', address));
end
$$;

call public.service_role_only(
  array['public.team_email_sends'],
  'select, insert, delete',
  array['public.visitor_email_key(text)', 'public.hold_team_email(uuid, text)', 'public.held_team_emails()']);
