import { attributionColumns } from '../forms/attribution.ts';
import {
  contactFieldNames,
  contactFields,
  fieldDefinition,
  mapContactFields,
  type ContactColumns,
  type ContactFieldName,
} from '../forms/contact/contact-fields.ts';
import type { ContactFields } from '../forms/contact/contact-schema.ts';
import type { ClaimedEffect, DeferredEffect, EffectStore } from '../delivery/effects.ts';
import type { ApplicationLimits, ContactRow, OwedEffects, SubmitLimits, SubmitOutcome } from './store.ts';

/** A contact_submissions row as submit_contact_form takes it: the fields under their columns (see supabase/migrations). */
export type ContactDbRow = { submission_id: string; client_ip_hash: string | null } & OwedEffects &
  ReturnType<typeof attributionColumns> & {
    [K in ContactFieldName as ContactColumns[K]]: ContactFields[K];
  };

export function toDbRow(row: ContactRow & OwedEffects): ContactDbRow {
  const columns = Object.fromEntries(contactFieldNames.map((name) => [contactFields[name].column, row[name]]));
  return {
    submission_id: row.submissionId,
    ...columns,
    ...attributionColumns(row, null),
    client_ip_hash: row.clientIpHash ?? null,
    ...(row.effects && { effects: row.effects }),
  } as ContactDbRow;
}

/** The form's fields of a row read back from contact_submissions, typed as the schema gives them. */
export function fieldsFromDbRow(row: Record<string, unknown>): ContactFields {
  return mapContactFields((name) => {
    const { column, input } = fieldDefinition(name);
    const cell = row[column];
    return input === 'checkbox' ? Boolean(cell) : input === 'number' ? Number(cell) : String(cell);
  }) as ContactFields;
}

/** submit_contact_form's second argument. */
export function toDbLimits(limits: SubmitLimits) {
  return {
    network: limits.network,
    per_network_per_minute: limits.perNetworkPerMinute,
    per_email_per_hour: limits.perEmailPerHour,
  };
}

/** submit_job_application's second argument. */
export function toApplicationDbLimits(limits: ApplicationLimits) {
  return { network: limits.network, per_network_per_hour: limits.perNetworkPerHour, per_email_per_day: limits.perEmailPerDay };
}

/** submit_contact_form's answer (or another form's), checked: anything else is a store failure. */
export function fromDbOutcome(value: unknown): SubmitOutcome {
  const answer = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown> | null;
  const outcome = answer?.outcome;
  if (outcome === 'inserted' || outcome === 'duplicate') {
    return Number.isInteger(answer?.effects) ? { outcome, effects: answer!.effects as number } : { outcome };
  }
  if (outcome === 'limited' && (answer?.full === 'network' || answer?.full === 'email') && Number.isInteger(answer.seconds)) {
    return { outcome, full: answer.full, seconds: answer.seconds as number };
  }
  throw new Error('submit_contact_form gave an unexpected answer');
}

/** claim_form_effects' arguments. */
export const toDbClaim = ({ submissionIds, kinds, limit, leaseSeconds }: Parameters<EffectStore['claimEffects']>[0]) => ({
  submissions: submissionIds,
  kinds,
  max_count: limit,
  lease_seconds: leaseSeconds,
});

/** defer_form_effects's argument. */
export const toDbDeferred = (deferred: readonly DeferredEffect[]) =>
  deferred.map(({ id, retrySeconds, error }) => ({ id, retry_seconds: retrySeconds, error }));

/** One effect claim_form_effects answered, checked. */
export function fromDbEffect(value: unknown): ClaimedEffect {
  const effect = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown> | null;
  if (typeof effect?.id !== 'string' || typeof effect.kind !== 'string' || !Number.isInteger(effect.attempts)) {
    throw new Error('claim_form_effects gave an unexpected answer');
  }
  return { id: effect.id, kind: effect.kind, payload: effect.payload, attempts: effect.attempts as number };
}
