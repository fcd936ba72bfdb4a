import type { ContactPayload } from '../forms/contact/contact-schema.ts';
import type { EffectStore, QueuedEffect } from '../delivery/effects.ts';
import type { attributionColumns } from '../forms/attribution.ts';

/** A row's attribution columns (page, utm_*, referrer), as every form's table holds them. */
type AttributionColumns = ReturnType<typeof attributionColumns>;

/** A validated submission as the store receives it: the form's fields, the submission id and the IP hash. */
export type ContactRow = Omit<ContactPayload, 'website' | 'elapsedMs'> & { clientIpHash?: string | null };

/** What a form's write queues with its row, in the same transaction (effects.ts). */
export interface OwedEffects {
  effects?: QueuedEffect[];
}

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
      /** How many effects the submission owes now: queued by this call, or (a duplicate) still undelivered. */
      effects?: number;
    }
  | { outcome: 'limited'; full: 'network' | 'email'; seconds: number };

/** Where the handler stores a submission: PostgREST on Supabase, PGlite locally. */
export interface ContactStore extends EffectStore {
  /**
   * Stores the row unless a limit is full, atomically (submit_contact_form in supabase/migrations), with the
   * effects it owes. Idempotent on submissionId: a stored id answers 'duplicate' whatever the limits, and a
   * duplicate takes no slot.
   */
  submit(row: ContactRow & OwedEffects, limits: SubmitLimits): Promise<SubmitOutcome>;
}

/** A form_leads row as submit_form_lead takes it (see supabase/migrations). */
export interface LeadDbRow extends OwedEffects, AttributionColumns {
  form: string;
  submission_id: string;
  email: string;
  fields: Record<string, unknown>;
  client_ip_hash: string | null;
}

/** Where the lead forms' function stores a lead: PostgREST on Supabase, PGlite locally. */
export interface LeadStore extends EffectStore {
  /** As ContactStore.submit, into form_leads (submit_form_lead). */
  submitLead(row: LeadDbRow, limits: SubmitLimits): Promise<SubmitOutcome>;
}

/** A job_applications row as submit_job_application takes it; the résumé is kept already under resume_file. */
export interface ApplicationDbRow extends OwedEffects {
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
export interface ApplicationStore extends EffectStore {
  /** As ContactStore.submit, into job_applications (submit_job_application). */
  submitApplication(row: ApplicationDbRow, limits: ApplicationLimits): Promise<SubmitOutcome>;
}

/**
 * A subscribe request as subscribe_newsletter takes it: the address and where it came from. Its confirmation, when
 * one is due, is queued as an effect; its tokens are made when it is sent (renewConfirmation).
 */
export interface SubscriberDbRow extends OwedEffects, AttributionColumns {
  submission_id: string;
  email: string;
  client_ip_hash: string | null;
}

/** Where the newsletter's subscribers are kept: PostgREST on Supabase, PGlite locally. */
export interface NewsletterStore extends EffectStore {
  subscribe(row: SubscriberDbRow, limits: SubmitLimits): Promise<SubmitOutcome>;
  /**
   * Before a confirmation email goes out: its new tokens' hashes replace the address's (an older email's links stop
   * working). Answers false when the address no longer waits for a confirmation (confirmed, gone): nothing to send.
   */
  renewConfirmation(email: string, tokens: { confirmHash: string; unsubscribeHash: string }): Promise<boolean>;
  /** The Confirm button: answers whether a pending address with this token is confirmed now. */
  confirmSubscription(tokenHash: string): Promise<boolean>;
  /** Answers whether the token named a subscriber, now unsubscribed. */
  unsubscribe(tokenHash: string): Promise<boolean>;
}
