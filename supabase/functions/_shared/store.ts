import type { ContactPayload } from './contact-schema.ts';

/** A validated submission as the store receives it: the form's fields, the submission id and the IP hash. */
export type ContactRow = Omit<ContactPayload, 'website' | 'elapsedMs'> & { clientIpHash?: string | null };

/**
 * The contact form's rate limits. They are counted in Postgres by submit_contact_form (see
 * supabase/migrations/20261123000000_contact_rate_limits.sql), so every function instance shares them.
 * A network is an IPv4 address or an IPv6 /64 (networkKey in client-address.ts).
 */
export interface RateLimits {
  perNetworkPerMinute: number;
  perEmailPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { perNetworkPerMinute: 5, perEmailPerHour: 20 };

/** What a submission may use up (see submit_contact_form in supabase/migrations). */
export interface SubmitLimits extends RateLimits {
  /** The client's network as a salted hash; null when the address is unknown (then only the email limit applies). */
  network: string | null;
}

export type SubmitOutcome =
  | {
      outcome: 'inserted' | 'duplicate';
      /**
       * False when a stored submission is no new lead for the team (an address already subscribed, or waiting
       * for its confirmation): the leads webhook is not told. Unset: an inserted submission is a new lead.
       */
      announce?: boolean;
    }
  | { outcome: 'limited'; full: 'network' | 'email'; seconds: number };

/** Where the handler stores a submission: PostgREST on Supabase, PGlite locally. */
export interface ContactStore {
  /**
   * Stores the row unless a limit is full, atomically (submit_contact_form in supabase/migrations). Idempotent
   * on submissionId: a stored id answers 'duplicate' whatever the limits, and a duplicate takes no slot.
   */
  submit(row: ContactRow, limits: SubmitLimits): Promise<SubmitOutcome>;
}

/** A form_leads row as submit_form_lead takes it (see supabase/migrations). */
export interface LeadDbRow {
  form: string;
  submission_id: string;
  email: string;
  fields: Record<string, unknown>;
  page: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  client_ip_hash: string | null;
}

/** Where the lead forms' function stores a lead: PostgREST on Supabase, PGlite locally. */
export interface LeadStore {
  /** As ContactStore.submit, into form_leads (submit_form_lead). */
  submitLead(row: LeadDbRow, limits: SubmitLimits): Promise<SubmitOutcome>;
}

/** A job_applications row as submit_job_application takes it; the résumé is kept already under resume_file. */
export interface ApplicationDbRow {
  submission_id: string;
  position_slug: string;
  name: string;
  email: string;
  country: string;
  profile_url: string | null;
  note: string;
  consent: true;
  resume_file: string;
  /** The visitor's file name, kept as data only. */
  resume_name: string;
  resume_type: string;
  resume_bytes: number;
  client_ip_hash: string | null;
}

/** The job application's limits: stricter than the other forms', in slots of their own (submit_job_application). */
export interface ApplicationLimits {
  network: string | null;
  perNetworkPerHour: number;
  perEmailPerDay: number;
}

/** Where the application function stores an application: PostgREST on Supabase, PGlite locally. */
export interface ApplicationStore {
  /** As ContactStore.submit, into job_applications (submit_job_application). */
  submitApplication(row: ApplicationDbRow, limits: ApplicationLimits): Promise<SubmitOutcome>;
}

/** A subscribe request as subscribe_newsletter takes it: the address, the new tokens' hashes, where it came from. */
export interface SubscriberDbRow {
  submission_id: string;
  email: string;
  confirm_token_hash: string;
  unsubscribe_token_hash: string;
  page: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  client_ip_hash: string | null;
}

/** A subscribe request's outcome; `send` says a confirmation email is due now (see subscribe_newsletter). */
export type SubscribeOutcome = SubmitOutcome & { send?: boolean };

/** Where the newsletter's subscribers are kept: PostgREST on Supabase, PGlite locally. */
export interface NewsletterStore {
  subscribe(row: SubscriberDbRow, limits: SubmitLimits): Promise<SubscribeOutcome>;
  /** The Confirm button: answers whether a pending address with this token is confirmed now. */
  confirmSubscription(tokenHash: string): Promise<boolean>;
  /** Answers whether the token named a subscriber, now unsubscribed. */
  unsubscribe(tokenHash: string): Promise<boolean>;
}
