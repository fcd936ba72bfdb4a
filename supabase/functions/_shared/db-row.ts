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
