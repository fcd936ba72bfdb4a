-- Rate limits are held in Postgres, not in a function's memory: every Edge Function instance counts against the same limits.
-- One slot per accepted submission and limit; a slot names its submission, so a retry never takes a second one.
create table public.contact_rate_limit_slots (
  -- 'network': the client's network (IPv4 address or IPv6 /64) as the function's salted hash;
  -- 'email': sha256 of the lower-cased email address. Neither holds the address itself.
  scope text not null check (scope in ('network', 'email')),
  key_hash text not null,
  submission_id uuid not null,
  taken_at timestamptz not null default now(),
  primary key (scope, key_hash, submission_id)
);

create index contact_rate_limit_slots_recent on public.contact_rate_limit_slots (scope, key_hash, taken_at);

comment on table public.contact_rate_limit_slots is 'Rate-limit slots of every form but the job application; older than an hour they count no more.';

alter table public.contact_rate_limit_slots enable row level security;

-- What every form's write shares is defined once here, given the tables it works on; the later migrations'
-- forms (lead forms, the newsletter, job applications) use the same functions.

-- Supabase grants its API roles every new table and function: this takes them back from anon and authenticated
-- (and functions from PUBLIC) and gives the service role (the functions' key) `privileges` on the tables and
-- EXECUTE on the functions. The role checks let the same file apply on a plain PostgreSQL or PGlite.
create procedure public.service_role_only(tables text[], privileges text, functions text[])
language plpgsql
set search_path = ''
as $$
declare
  role_name text;
  item text;
begin
  foreach item in array functions loop
    execute format('revoke all on function %s from public', item);
  end loop;
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_catalog.pg_roles where rolname = role_name) then
      foreach item in array tables loop
        execute format('revoke all on table %s from %I', item, role_name);
      end loop;
      foreach item in array functions loop
        execute format('revoke all on function %s from %I', item, role_name);
      end loop;
    end if;
  end loop;
  if exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    foreach item in array tables loop
      execute format('grant %s on table %s to service_role', privileges, item);
    end loop;
    foreach item in array functions loop
      execute format('grant execute on function %s to service_role', item);
    end loop;
  end if;
end
$$;

revoke all on procedure public.service_role_only(text[], text, text[]) from public;

-- The key an email address's slots hold: the SHA-256 of the trimmed, lower-cased address, never the address.
create function public.email_key(address text)
returns text language sql immutable set search_path = '' as $$
  select encode(pg_catalog.sha256(convert_to(lower(trim(address)), 'UTF8')), 'hex')
$$;

/**
 * Defines the rate limits of one pool of slots (a table like contact_rate_limit_slots) as two functions of plain
 * SQL, planned once, not per call:
 *   <name>(email_key, network, per_network, per_email) waits for the sender's other sends, then counts their
 *     slots of the last `network_window` (per network) and `email_window` (per email address). Concurrent calls
 *     for one network or one email address wait for each other (transaction-scoped advisory locks, always
 *     network first, then email, so they cannot deadlock), so together they never pass a limit; a retry of the
 *     same submission has the same address, so from there on the two run one after the other and the second
 *     finds the first's row. Answers null when both limits have room, else
 *     { "outcome": "limited", "full": "network" | "email", "seconds": <wait> }.
 *   <name>_take(new_id, email_key, network) takes a stored submission's slots: its network's (when known) and
 *     its email address's.
 */
create procedure public.define_rate_limit(name text, slots regclass, scope text, network_window interval, email_window interval)
language plpgsql
set search_path = ''
as $define$
begin
  execute format($sql$
    create or replace function %1$s(email_key text, network text, per_network integer, per_email integer)
    returns jsonb language plpgsql set search_path = '' as $fn$
    declare
      network_used integer;
      network_oldest timestamptz;
      email_used integer;
      email_oldest timestamptz;
      network_wait integer;
      email_wait integer;
    begin
      perform case when network is not null then pg_advisory_xact_lock(hashtextextended(%3$L || network, 0)) end,
              pg_advisory_xact_lock(hashtextextended(%4$L || email_key, 0));
      select count(*) filter (where scope = 'network' and taken_at > now() - %5$L::interval),
             min(taken_at) filter (where scope = 'network' and taken_at > now() - %5$L::interval),
             count(*) filter (where scope = 'email' and taken_at > now() - %6$L::interval),
             min(taken_at) filter (where scope = 'email' and taken_at > now() - %6$L::interval)
        into network_used, network_oldest, email_used, email_oldest
        from %2$s
       where ((scope = 'network' and key_hash = network) or (scope = 'email' and key_hash = email_key))
         and taken_at > now() - greatest(%5$L::interval, %6$L::interval);
      if network_used >= per_network then
        network_wait := greatest(1, ceil(extract(epoch from network_oldest + %5$L::interval - now()))::integer);
      end if;
      if email_used >= per_email then
        email_wait := greatest(1, ceil(extract(epoch from email_oldest + %6$L::interval - now()))::integer);
      end if;
      if network_wait is null and email_wait is null then
        return null;
      end if;
      return jsonb_build_object(
        'outcome', 'limited',
        'full', case when network_wait is not null then 'network' else 'email' end,
        'seconds', greatest(coalesce(network_wait, 0), coalesce(email_wait, 0)));
    end
    $fn$;

    create or replace function %1$s_take(new_id uuid, email_key text, network text)
    returns void language sql set search_path = '' as $fn$
      insert into %2$s (scope, key_hash, submission_id)
      select k.scope, k.key_hash, new_id from (values ('network', network), ('email', email_key)) k(scope, key_hash)
       where k.key_hash is not null
    $fn$;
  $sql$, name, slots, scope || '-network:', scope || '-email:', network_window, email_window);
end
$define$;

/**
 * Defines a form's one write, `<fn>(<arg> jsonb, limits jsonb)`, into `tbl`, atomically: the limits of the pool
 * `rate_limit` (define_rate_limit) with the counts the caller's `limits` give under `per_network_key` and
 * `per_email_key` (else the defaults), then the row (every column of `tbl` but its id and created_at, from the
 * JSON) and its slots. Answers { "outcome": "inserted" }, { "outcome": "duplicate" } (that submission id is
 * stored already: nothing changes and no slot is taken, even past a full limit) or the limit's answer. Run again
 * after a column is added.
 */
create procedure public.define_form_write(fn text, arg text, tbl regclass, rate_limit text, per_network_key text,
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
          return '{"outcome": "duplicate"}';
        end if;
        return limited;
      end if;
      -- A stored submission id (a retry) inserts nothing and takes no slot.
      insert into %3$s (%9$s)
      select %9$s from jsonb_populate_record(null::%3$s, %2$I)
      on conflict (submission_id) do nothing;
      if not found then
        return '{"outcome": "duplicate"}';
      end if;
      perform %4$s_take(new_id, email_key, network);
      return '{"outcome": "inserted"}';
    end
    $fn$;
  $sql$, fn, arg, tbl, rate_limit, per_network_key, per_network, per_email_key, per_email, columns);
end
$define$;

revoke all on procedure public.define_rate_limit(text, regclass, text, interval, interval) from public;
revoke all on procedure public.define_form_write(text, text, regclass, text, text, integer, text, integer) from public;

-- The pool every form but the job application counts in (a network's or an address's sends count across the
-- contact form, the lead forms and the newsletter): 5 a minute per network, 20 an hour per email address.
call public.define_rate_limit('public.form_rate_limit', 'public.contact_rate_limit_slots', 'contact', '1 minute', '1 hour');

-- The contact form's one write: submit_contact_form(submission, limits)
--   submission  the contact_submissions columns as JSON (submission_id, first_name, ..., client_ip_hash)
--   limits      { "network": "<hash>" or null, "per_network_per_minute": 5, "per_email_per_hour": 20 }
call public.define_form_write('public.submit_contact_form', 'submission', 'public.contact_submissions',
                              'public.form_rate_limit', 'per_network_per_minute', 5, 'per_email_per_hour', 20);

call public.service_role_only(
  array['public.contact_rate_limit_slots'],
  'select, insert, delete',
  array['public.email_key(text)', 'public.form_rate_limit(text, text, integer, integer)',
        'public.form_rate_limit_take(uuid, text, text)', 'public.submit_contact_form(jsonb, jsonb)']);
