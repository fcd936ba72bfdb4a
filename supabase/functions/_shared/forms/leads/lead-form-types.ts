// The shape of a lead form's declaration (lead-forms.ts declares the forms).
import type { SessionState } from '../../webinars/session.ts';

/**
 * What kind of input holds a lead field; a checkbox must be ticked (a consent); a textarea holds text of several
 * lines (a question). A `session` is a hidden input naming the webinar session the form is about (its slug), which
 * must be in the state the field `accepts`.
 */
export type LeadInput = 'text' | 'email' | 'textarea' | 'checkbox' | 'session';

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
  /** For a `session`: the state the named session must be in when the form is sent. */
  accepts?: SessionState;
}

/**
 * What the visitor gets once the lead is stored (lead-after.ts): a file, on the sent page and by email; for a
 * subscription, an email with the link to confirm it (double opt-in); for a webinar registration, an email with
 * the calendar invitation (.ics) and add-to-calendar links, which the page shows too; for a past session with a
 * recording, the recording's link, on the page and by email.
 */
export type LeadAfter =
  LeadDownload | { kind: 'confirm-subscription' } | { kind: 'webinar-invitation' } | WebinarRecordingAfter | ReplyByEmail;

/** A message the team answers by email: the visitor gets a confirmation saying when (never a copy of what they typed). */
export interface ReplyByEmail {
  kind: 'reply-by-email';
  subject: string;
  text: string;
}

export interface WebinarRecordingAfter {
  kind: 'webinar-recording';
  /** The link's text on the page. */
  linkLabel: string;
}

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
  /**
   * The page a plain post lands on when stored (it says what happens next, and holds any link); for a form about
   * a webinar session, that session's page, from the checked fields.
   */
  sentPath: string | ((fields: Record<string, unknown>) => string);
  /** What the form says in place once the island has sent it. */
  sentText: string;
  /** A line under the button (what happens next, how to leave). */
  note?: string;
  after?: LeadAfter;
  /**
   * The email each new lead sends the team's inbox (TEAM_EMAIL), for a form someone must answer: its subject, and
   * the lead's fields; the visitor's address is its Reply-To.
   */
  teamEmail?: { subject: string };
  /**
   * Where its leads go: the form_leads table, or newsletter_subscribers (one row per address, with its status);
   * and the leads webhook when LEADS_WEBHOOK_URL is set.
   */
  leadsTo: 'form_leads' | 'newsletter_subscribers';
}
