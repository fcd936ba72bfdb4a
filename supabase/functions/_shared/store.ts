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

export type SubmitOutcome = { outcome: 'inserted' | 'duplicate' } | { outcome: 'limited'; full: 'network' | 'email'; seconds: number };

/** Where the handler stores a submission: PostgREST on Supabase, PGlite locally. */
export interface ContactStore {
  /**
   * Stores the row unless a limit is full, atomically (submit_contact_form in supabase/migrations). Idempotent
   * on submissionId: a stored id answers 'duplicate' whatever the limits, and a duplicate takes no slot.
   */
  submit(row: ContactRow, limits: SubmitLimits): Promise<SubmitOutcome>;
}
