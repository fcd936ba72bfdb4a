-- Contact form submissions, written only by the send-contact-form function (service role).
create table public.contact_submissions (
  id bigint generated always as identity primary key,
  -- Chosen by the browser per submission, so a retried request is stored once.
  submission_id uuid not null unique,
  first_name text not null,
  last_name text not null,
  email text not null,
  country_code text not null,
  phone text not null,
  company text not null,
  employees integer not null,
  message text not null,
  call_consent boolean not null default false,
  client_ip_hash text,
  created_at timestamptz not null default now()
);

comment on table public.contact_submissions is 'Contact form submissions; inserted by the send-contact-form edge function only.';

-- RLS on with no policies: anon and authenticated can neither read nor write. service_role bypasses RLS.
alter table public.contact_submissions enable row level security;

-- Supabase's default privileges grant every role access to new tables; take it back from the public roles.
-- The role checks let the same file apply on a plain PostgreSQL or PGlite, where these roles do not exist.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on table public.contact_submissions from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on table public.contact_submissions from authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant select, insert on table public.contact_submissions to service_role;
  end if;
end
$$;
