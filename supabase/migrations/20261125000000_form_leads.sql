-- Every form but the contact form stores its leads here, one row per submission, written only by the
-- submit-form function (service role). `form` names the form (newsletter, white-paper, webinar, ...), `fields`
-- holds its declared fields (supabase/functions/_shared/forms/leads/lead-forms.ts), and the attribution columns say where the
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

-- A lead form's one write, submit_form_lead(lead, limits): the same limits as submit_contact_form, in the same slots
-- (a network's or an address's posts count across every form), then the row, atomically (define_form_write).
--   lead    the form_leads columns as JSON (form, submission_id, email, fields, page, utm_*, referrer, client_ip_hash)
--   limits  { "network": "<hash>" or null, "per_network_per_minute": 5, "per_email_per_hour": 20 }
call public.define_form_write('public.submit_form_lead', 'lead', 'public.form_leads',
                              'public.form_rate_limit', 'per_network_per_minute', 5, 'per_email_per_hour', 20);

-- Leads older than `months` are deleted with the contact submissions (the same retention period); answers how many.
create function public.apply_lead_retention(months integer)
returns integer language sql set search_path = '' as $$
  select count(*)::integer from public.delete_older_than('public.form_leads', months)
$$;

-- Erases every lead from one email address (any case); answers how many.
create function public.erase_form_leads(address text)
returns integer language sql set search_path = '' as $$
  select count(*)::integer from public.delete_by_email('public.form_leads', address)
$$;

call public.service_role_only(
  array['public.form_leads'],
  'select, insert, delete',
  array['public.submit_form_lead(jsonb, jsonb)', 'public.apply_lead_retention(integer)', 'public.erase_form_leads(text)']);

-- Nightly with the contact retention, where pg_cron is available.
call public.schedule_nightly('lead-retention', '35 3 * * *', 'select public.apply_lead_retention(24)');
