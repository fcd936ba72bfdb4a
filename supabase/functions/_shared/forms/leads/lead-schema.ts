import { z } from 'zod/mini';
import { emailCheck, REQUEST_LABELS, requestChecks, singleLineText, text } from '../contact/contact-schema.ts';
import { ATTRIBUTION_LABELS, attributionChecks, type Attribution } from '../attribution.ts';
import type { LeadField } from './lead-form-types.ts';
import { leadForm, type LeadFormName } from './lead-forms.ts';
import { sessionState, webinarCatalog, type SessionState, type WebinarCatalog } from '../../webinars/session.ts';
import { webinarSessions } from '../../webinars/sessions.generated.ts';

// A lead form's schema, made from its declaration in lead-forms.ts: the island and the function check the same.

/** Why a form that `accepts` sessions in one state cannot name this one now; undefined when it can. */
export function sessionProblem(accepts: SessionState, catalog: WebinarCatalog, slug: string): string | undefined {
  const session = catalog.find(slug);
  if (!session) return 'open the form from the webinars page.';
  const state = sessionState(session, catalog.now());
  if (state === accepts) return undefined;
  if (accepts === 'upcoming') return 'registration closed when the session started.';
  if (state === 'upcoming') return 'this session has not taken place yet.';
  return state === 'recorded'
    ? 'its recording is available now: reload the webinars page to watch it.'
    : 'this session has no recording yet.';
}

const fieldCheck = (field: LeadField, catalog: WebinarCatalog) => {
  if (field.input === 'checkbox') return z.literal(true, { error: 'tick the box to agree.' });
  if (field.input === 'email') return emailCheck;
  if (field.input === 'textarea') return text(field.max ?? 2000, { multiLine: true });
  if (field.input === 'session') {
    const problem = (slug: unknown) => sessionProblem(field.accepts ?? 'upcoming', catalog, String(slug));
    return singleLineText(field.max ?? 200).check(z.refine((slug) => !problem(slug), { error: (issue) => problem(issue.input) }));
  }
  return singleLineText(field.max ?? 200);
};

/** The sessions the deployed function knows (content/webinars/, generated), on the real clock. */
export const publishedSessions = webinarCatalog(webinarSessions);

export function leadSchema(name: LeadFormName, catalog: WebinarCatalog = publishedSessions) {
  const { fields } = leadForm(name);
  const checks = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, fieldCheck(field, catalog)]));
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

/** A lead as the function receives it, checked; its declared fields are read by name (lead-function.ts). */
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
