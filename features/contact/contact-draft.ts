import { contactFieldNames, contactFields, mapContactFields, type ContactFieldName } from '@shared/forms/contact/contact-fields';
import { findCountry } from '../../content/countries.ts';
import { emptyContactForm, type ContactFormValues } from './contact-payload.ts';
import { digitsOnly } from './fields/phone-input.ts';
import type { SubmissionKey } from './send/request.ts';

/**
 * The contact form's draft, kept in sessionStorage so a reload mid-typing loses nothing. Only the
 * visible fields are kept (never the honeypot), with when the form was first shown and the key of
 * a submission already sent: a draft restored and sent again is the same submission, and its
 * fill time counts from the first showing, not from the reload.
 */
export const DRAFT_STORAGE_KEY = 'paylean:contact-draft';
const VERSION = 1;
/** The longest value kept per field: the message's maxlength; anything longer is not typed by a person. */
const MAX_CHARS = 5000;

export interface ContactDraft {
  form: ContactFormValues;
  /** When the form was first shown, in epoch milliseconds. */
  startedAt: number;
  submission: SubmissionKey | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Nothing worth keeping: what a fresh form shows (blank text counts as empty). */
export function isBlankForm(form: ContactFormValues): boolean {
  return contactFieldNames.every((name) => {
    const value = form[name];
    return typeof value === 'string' && contactFields[name].input !== 'country' ? !value.trim() : value === emptyContactForm[name];
  });
}

export function serializeDraft(draft: ContactDraft): string {
  return JSON.stringify({ v: VERSION, ...draft });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, MAX_CHARS) : '');

/** A stored field's value, or the empty form's when it is not one the input could hold. */
function fieldValue(name: ContactFieldName, value: unknown): string | boolean {
  switch (contactFields[name].input) {
    case 'checkbox':
      return value === true;
    case 'tel':
      return digitsOnly(text(value));
    case 'country':
      return typeof value === 'string' && findCountry(value) ? value : emptyContactForm[name];
    default:
      return text(value);
  }
}

function parseForm(value: Record<string, unknown>): ContactFormValues {
  return mapContactFields((name) => fieldValue(name, value[name])) as ContactFormValues;
}

function parseSubmission(value: unknown): SubmissionKey | null {
  if (!isRecord(value)) return null;
  const { id, fingerprint } = value;
  return typeof id === 'string' && UUID.test(id) && typeof fingerprint === 'string' ? { id, fingerprint } : null;
}

/**
 * The draft stored as `raw`, or null when there is none worth restoring. Garbage (a hand-edited
 * or older value) is ignored field by field: a wrong type or an unknown country falls back to
 * the empty form's value. A start time that is missing or in the future becomes `now`.
 */
export function parseDraft(raw: string | null, now: number): ContactDraft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.v !== VERSION || !isRecord(value.form)) return null;
  const form = parseForm(value.form);
  if (isBlankForm(form)) return null;
  const startedAt =
    typeof value.startedAt === 'number' && Number.isFinite(value.startedAt) && value.startedAt > 0 ? Math.min(value.startedAt, now) : now;
  return { form, startedAt, submission: parseSubmission(value.submission) };
}

/** The draft's start time on this page's performance.now() clock (which restarts at every load). */
export function shownAtFromStart(startedAt: number, wallNow: number, perfNow: number): number {
  return perfNow - Math.max(0, wallNow - startedAt);
}

export function readDraft(store: Storage | null, now: number): ContactDraft | null {
  try {
    return parseDraft(store?.getItem(DRAFT_STORAGE_KEY) ?? null, now);
  } catch {
    return null;
  }
}

/** Stores the draft, or removes it when the form is blank (after a success, or everything cleared). */
export function writeDraft(store: Storage | null, draft: ContactDraft): void {
  try {
    if (isBlankForm(draft.form)) store?.removeItem(DRAFT_STORAGE_KEY);
    else store?.setItem(DRAFT_STORAGE_KEY, serializeDraft(draft));
  } catch {
    // Quota or disabled storage: the form works without a draft.
  }
}

export function clearDraft(store: Storage | null): void {
  try {
    store?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // As above.
  }
}
