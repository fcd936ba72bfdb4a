// Every form but the contact form, declared once as data: its fields with their checks, its consent text,
// what the visitor gets after it and where its leads go. The form's HTML (features/forms/), its schema
// (lead-schema.ts), the function (lead-handler.ts), the stored row (form_leads) and the export all follow
// from an entry here. No zod here: pages that only render a form do not load the schema.
// Adding a form: docs/forms.md.

/** What kind of input holds a lead field; a checkbox must be ticked (a consent). */
export type LeadInput = 'text' | 'email' | 'checkbox';

export interface LeadField {
  input: LeadInput;
  /** The form's label; for a checkbox, the consent text itself. */
  label: string;
  /** Its name inside an error sentence: 'Invalid <errorLabel>: ...'. */
  errorLabel: string;
  /** What the not-sent page says when a plain post had this field wrong. */
  notSent: string;
  autoComplete?: string;
  /** Longest accepted text (default 200). */
  max?: number;
}

/**
 * What the visitor gets once the lead is stored (lead-after.ts): a file, on the sent page and by email; or,
 * for a subscription, an email with the link to confirm it (double opt-in).
 */
export type LeadAfter = LeadDownload | { kind: 'confirm-subscription' };

export interface LeadDownload {
  kind: 'download';
  /** The file's path on the site. */
  path: string;
  /** The link's text on the page. */
  linkLabel: string;
  /** The email's subject and its first line, above the link. */
  subject: string;
  intro: string;
}

export interface LeadFormDefinition {
  /** Stored in form_leads.form, filtered by `npm run submissions -- --form`, the last part of the function's path. */
  name: string;
  /** The form in the function's sentences: 'Method not allowed: send the white paper form with POST.' */
  noun: string;
  /** What one send is, in 'We could not save your request right now.', and several. */
  item: string;
  items: string;
  /** The form's accessible name. */
  ariaLabel: string;
  fields: Record<string, LeadField>;
  submitLabel: string;
  /** The page a plain post lands on when stored (it says what happens next, and holds any link). */
  sentPath: string;
  /** What the form says in place once the island has sent it. */
  sentText: string;
  /** A line under the button (what happens next, how to leave). */
  note?: string;
  after?: LeadAfter;
  /**
   * Where its leads go: the form_leads table, or newsletter_subscribers (one row per address, with its status);
   * and the leads webhook when LEADS_WEBHOOK_URL is set.
   */
  leadsTo: 'form_leads' | 'newsletter_subscribers';
}

const workEmail: LeadField = {
  input: 'email',
  label: 'Work email',
  errorLabel: 'email',
  notSent: 'Please enter a valid email address with @ symbol.',
  autoComplete: 'email',
  max: 254,
};

const fullName: LeadField = {
  input: 'text',
  label: 'Full name',
  errorLabel: 'name',
  notSent: 'Please fill in your name.',
  autoComplete: 'name',
  max: 200,
};

const company: LeadField = {
  input: 'text',
  label: 'Company name',
  errorLabel: 'company name',
  notSent: 'Please fill in your company name.',
  autoComplete: 'organization',
  max: 200,
};

export const leadForms = {
  newsletter: {
    name: 'newsletter',
    noun: 'the newsletter form',
    item: 'subscription',
    items: 'subscriptions',
    ariaLabel: 'Newsletter sign-up',
    fields: { email: workEmail },
    submitLabel: 'Subscribe',
    sentPath: '/newsletter-sent/',
    // The same answer for a new, a pending and a subscribed address: the form reveals nothing about who subscribed.
    sentText: 'Thank you. Check your inbox: unless this address is subscribed already, we have emailed you a link to confirm.',
    note: 'We email you a link to confirm first. Every email has a link to unsubscribe in one click.',
    after: { kind: 'confirm-subscription' },
    leadsTo: 'newsletter_subscribers',
  },
  'white-paper': {
    name: 'white-paper',
    noun: 'the white paper form',
    item: 'request',
    items: 'requests',
    ariaLabel: 'White paper form',
    fields: {
      name: fullName,
      email: workEmail,
      company,
      consent: {
        input: 'checkbox',
        label: 'I agree that PayLean stores these details to send me the white paper and related payroll insights by email.',
        errorLabel: 'consent',
        notSent: 'Please tick the box to agree that we store your details.',
      },
    },
    submitLabel: 'Get the White Paper',
    sentPath: '/white-paper-sent/',
    sentText: 'Your white paper is ready. We have also emailed you the link.',
    after: {
      kind: 'download',
      path: '/downloads/paylean-ai-automation-trends-2024.pdf',
      linkLabel: 'Download the white paper (PDF)',
      subject: 'Your copy of AI Automation Trends 2024',
      intro: 'Thank you for your interest in PayLean. Here is your copy of "AI Automation Trends 2024":',
    },
    leadsTo: 'form_leads',
  },
  // A past session without a recording: the request is a webinar lead, answered when the recording exists.
  webinar: {
    name: 'webinar',
    noun: 'the webinar form',
    item: 'request',
    items: 'requests',
    ariaLabel: 'Webinar recording request',
    fields: {
      name: fullName,
      email: workEmail,
      company,
      consent: {
        input: 'checkbox',
        label: 'I agree that PayLean stores these details to email me when the recording is available.',
        errorLabel: 'consent',
        notSent: 'Please tick the box to agree that we store your details.',
      },
    },
    submitLabel: 'Request the Recording',
    sentPath: '/webinar-request-sent/',
    sentText: 'Thank you. We will email you as soon as the recording is available.',
    leadsTo: 'form_leads',
  },
} as const satisfies Record<string, LeadFormDefinition>;

export type LeadFormName = keyof typeof leadForms;

export const leadFormNames = Object.keys(leadForms) as LeadFormName[];

/** A form's definition, widened to the common shape. */
export const leadForm = (name: LeadFormName): LeadFormDefinition => leadForms[name];

export const isLeadFormName = (name: string): name is LeadFormName => Object.hasOwn(leadForms, name);
