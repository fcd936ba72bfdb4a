import type { AttributionField } from '../../supabase/functions/_shared/forms/attribution.ts';
import type { ContactFields } from '../../supabase/functions/_shared/forms/contact/contact-schema.ts';
import { fieldsFromDbRow } from '../../supabase/functions/_shared/db/db-row.ts';

/** A stored submission: the form's fields with the row's own columns. */
export type StoredSubmission = ContactFields &
  Partial<Record<AttributionField, string>> & {
    id: number;
    submissionId: string;
    clientIpHash: string | null;
    createdAt: Date;
  };

/** A stored lead of a lead form (form_leads). */
export interface StoredLead {
  id: number;
  form: string;
  submissionId: string;
  email: string;
  fields: Record<string, unknown>;
  page: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  createdAt: Date;
}

/** A lead whose email to the team's inbox was held (past 10 per form in 10 minutes): a digest counted it. */
export interface HeldLead extends StoredLead {
  heldAt: Date;
}

/** A newsletter subscriber (newsletter_subscribers). */
export interface StoredSubscriber {
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  page: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

/** An email or webhook given up after its tries (form_effects, failed_at set). */
export interface FailedEffect {
  id: string;
  submissionId: string;
  kind: string;
  email: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
  /** The last failure's kind. */
  lastError: string | null;
}

type DbRow = Record<string, unknown>;

/** A timestamp as a row holds it: a Date from a column, an ISO string from JSON. */
const dateOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

const text = (value: unknown) => (value == null ? null : String(value));

const attributionFromDbRow = (row: DbRow) => ({
  page: text(row.page),
  utmSource: text(row.utm_source),
  utmMedium: text(row.utm_medium),
  utmCampaign: text(row.utm_campaign),
  referrer: text(row.referrer),
});

export function submissionFromDbRow(row: DbRow): StoredSubmission {
  return {
    id: Number(row.id),
    submissionId: String(row.submission_id),
    ...fieldsFromDbRow(row),
    clientIpHash: row.client_ip_hash == null ? null : String(row.client_ip_hash),
    // Only what was recorded: a row reads back as the schema gives it (older rows have none).
    ...Object.fromEntries(Object.entries(attributionFromDbRow(row)).filter(([, value]) => value !== null)),
    createdAt: dateOf(row.created_at),
  };
}

export function leadFromDbRow(row: DbRow): StoredLead {
  return {
    id: Number(row.id),
    form: String(row.form),
    submissionId: String(row.submission_id),
    email: String(row.email),
    fields: (typeof row.fields === 'string' ? JSON.parse(row.fields) : row.fields) as Record<string, unknown>,
    ...attributionFromDbRow(row),
    createdAt: dateOf(row.created_at),
  };
}

export const heldLeadFromDbRow = (lead: DbRow): HeldLead => ({ ...leadFromDbRow(lead), heldAt: dateOf(lead.held_at) });

export function subscriberFromDbRow(row: DbRow): StoredSubscriber {
  const date = (value: unknown) => (value == null ? null : dateOf(value));
  return {
    email: String(row.email),
    status: row.status as StoredSubscriber['status'],
    ...attributionFromDbRow(row),
    createdAt: dateOf(row.created_at),
    confirmedAt: date(row.confirmed_at),
    unsubscribedAt: date(row.unsubscribed_at),
  };
}

export const failedEffectFromDbRow = (effect: DbRow): FailedEffect => ({
  id: String(effect.id),
  submissionId: String(effect.submission_id),
  kind: String(effect.kind),
  email: String(effect.email),
  attempts: Number(effect.attempts),
  createdAt: new Date(String(effect.created_at)),
  failedAt: new Date(String(effect.failed_at)),
  lastError: text(effect.last_error),
});
