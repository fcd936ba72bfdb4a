-- A visitor's address gets at most one email per form per 24 hours, whoever asks for it and from wherever: a
-- script that sends one address's white paper request from many networks under many names gets it one email.
-- The form functions mark such an email (`once_a_day_per`: the form's name) and queue_form_effects queues it only
-- when this table holds no send of that form to that address in the last 24 hours. The row is stored and the team's
-- webhook hears of it either way; the visitor's page still shows its answer. The address is kept as its key
-- (email_key: a SHA-256, as the rate limits keep it), deleted after a day and with the person.
create table public.visitor_email_sends (
  form text not null,
  email_key text not null,
  queued_at timestamptz not null default now(),
  primary key (form, email_key)
);

comment on table public.visitor_email_sends is 'The last email each form queued to each address (by its key), for the one-a-day limit.';

alter table public.visitor_email_sends enable row level security;

-- As before, each effect of `effects` whose `when` is one of `holds`; an effect with `once_a_day_per` only when its
-- form queued no email to this address in the last 24 hours (two at once: the second waits for the first's row).
create or replace function public.queue_form_effects(new_id uuid, address text, effects jsonb, holds text[])
returns integer language plpgsql set search_path = '' as $$
declare
  e jsonb;
  queued integer := 0;
begin
  for e in select value from pg_catalog.jsonb_array_elements(coalesce(effects, '[]'::jsonb)) loop
    continue when not (coalesce(e ->> 'when', 'stored') = any (holds));
    if e ? 'once_a_day_per' then
      insert into public.visitor_email_sends as s (form, email_key)
      values (e ->> 'once_a_day_per', public.email_key(address))
      on conflict (form, email_key) do update set queued_at = now()
       where s.queued_at <= now() - interval '24 hours';
      continue when not found;
    end if;
    insert into public.form_effects (submission_id, kind, email, payload)
    values (new_id, e ->> 'kind', trim(address), e -> 'payload');
    queued := queued + 1;
  end loop;
  return queued;
end
$$;

call public.service_role_only(array['public.visitor_email_sends'], 'select, insert, update, delete',
                              array['public.queue_form_effects(uuid, text, jsonb, text[])']);
