import type { ContactRow } from './handler.ts';

/** The contact_submissions columns (see supabase/migrations), in the order they are written. */
export interface ContactDbRow {
  submission_id: string;
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  phone: string;
  company: string;
  employees: number;
  message: string;
  call_consent: boolean;
  client_ip_hash: string | null;
}

export const DB_COLUMNS = [
  'submission_id', 'first_name', 'last_name', 'email', 'country_code', 'phone',
  'company', 'employees', 'message', 'call_consent', 'client_ip_hash',
] as const satisfies readonly (keyof ContactDbRow)[];

export function toDbRow(row: ContactRow): ContactDbRow {
  return {
    submission_id: row.submissionId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    country_code: row.countryCode,
    phone: row.phone,
    company: row.company,
    employees: row.employees,
    message: row.message,
    call_consent: row.callConsent,
    client_ip_hash: row.clientIpHash ?? null,
  };
}

/** What a submission may use up (see submit_contact_form in supabase/migrations). */
export interface SubmitLimits {
  /** The client's network as a salted hash; null when the address is unknown (then only the email limit applies). */
  network: string | null;
  perNetworkPerMinute: number;
  perEmailPerHour: number;
}

export type SubmitOutcome =
  | { outcome: 'inserted' | 'duplicate' }
  | { outcome: 'limited'; full: 'network' | 'email'; seconds: number };

/** submit_contact_form's second argument. */
export function toDbLimits(limits: SubmitLimits) {
  return {
    network: limits.network,
    per_network_per_minute: limits.perNetworkPerMinute,
    per_email_per_hour: limits.perEmailPerHour,
  };
}

/** submit_contact_form's answer, checked: anything else is a store failure. */
export function fromDbOutcome(value: unknown): SubmitOutcome {
  const answer = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown> | null;
  const outcome = answer?.outcome;
  if (outcome === 'inserted' || outcome === 'duplicate') return { outcome };
  if (outcome === 'limited' && (answer?.full === 'network' || answer?.full === 'email') && Number.isInteger(answer.seconds)) {
    return { outcome, full: answer.full, seconds: answer.seconds as number };
  }
  throw new Error('submit_contact_form gave an unexpected answer');
}
