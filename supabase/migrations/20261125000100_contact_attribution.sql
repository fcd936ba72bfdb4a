-- Where each contact came from, as every other form's leads record it (form_leads): the page the form was sent
-- from, the visit's first UTM tags and its external referrer. All optional: older rows have none.
alter table public.contact_submissions
  add column page text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column referrer text;

-- submit_contact_form again, so that it stores them too.
call public.define_form_write('public.submit_contact_form', 'submission', 'public.contact_submissions',
                              'public.form_rate_limit', 'per_network_per_minute', 5, 'per_email_per_hour', 20);
