import { z } from 'zod/mini';
import { emailCheck, REQUEST_LABELS, requestChecks, singleLineText } from './contact-schema.ts';
import { ATTRIBUTION_LABELS, attributionChecks, type Attribution } from './attribution.ts';
import { leadForm, type LeadField, type LeadFormName } from './lead-forms.ts';

// A lead form's schema, made from its declaration in lead-forms.ts: the island and the function check the same.

const fieldCheck = (field: LeadField) => {
  if (field.input === 'checkbox') return z.literal(true, { error: 'tick the box to agree.' });
  if (field.input === 'email') return emailCheck;
  return singleLineText(field.max ?? 200);
};

export function leadSchema(name: LeadFormName) {
  const { fields } = leadForm(name);
  const checks = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, fieldCheck(field)]));
  return z.object(
    {
      ...checks,
      ...attributionChecks,
      email: emailCheck,
      ...requestChecks,
    },
    { error: 'expected a JSON object with the form fields.' },
  );
}

/** A lead as the function receives it, checked; its declared fields are read by name (lead-handler.ts). */
export type LeadPayload = {
  submissionId: string;
  email: string;
  website?: string | undefined;
  elapsedMs?: number | undefined;
} & Attribution;

const LABELS: Record<string, string> = { ...REQUEST_LABELS, ...ATTRIBUTION_LABELS };

/** One sentence naming the first bad field, e.g. 'Invalid email: enter a valid email address ...'. */
export function describeLeadError(name: LeadFormName, error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const key = issue.path[0];
  const fields = leadForm(name).fields;
  const label = key === undefined ? 'request' : (fields[String(key)]?.errorLabel ?? LABELS[String(key)] ?? String(key));
  return `Invalid ${label}: ${issue.message}`;
}
