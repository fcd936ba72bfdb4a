/**
 * The contact form's rate limits. They are counted in Postgres by submit_contact_form (see
 * supabase/migrations/20261123000000_contact_rate_limits.sql), so every function instance shares them.
 */
export interface RateLimits {
  perIpPerMinute: number;
  perEmailPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { perIpPerMinute: 5, perEmailPerHour: 20 };
