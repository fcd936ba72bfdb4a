import { ATTRIBUTION_FIELDS } from '../../supabase/functions/_shared/forms/attribution-fields.ts';
import { printable } from '../../supabase/functions/_shared/control-characters.ts';
import { contactFieldNames, contactFields } from '../../supabase/functions/_shared/forms/contact/contact-fields.ts';
import { isLeadFormName, leadForm } from '../../supabase/functions/_shared/forms/leads/lead-forms.ts';
import type { PgliteStore } from '../pglite-store.ts';
import { applicationDb, type StoredApplication } from './application-db.ts';
import { csvField } from './csv.ts';
import { storedText, type ReportEntry } from './leads-report.ts';
import type { StoredLead, StoredSubmission, StoredSubscriber } from './stored-rows.ts';

/** One stored entry of any form, flat: its form, when, its fields, where it came from, its id. */
export type Entry = { form: string; createdAt: Date; email: string } & Record<string, unknown>;

export const CONTACT_FORM = 'contact';
export const APPLICATION = 'application';
const NEWSLETTER = 'newsletter';

export const contactEntry = (row: StoredSubmission): Entry => ({ form: CONTACT_FORM, ...row });

export const leadEntry = (row: StoredLead): Entry => ({
  form: row.form,
  createdAt: row.createdAt,
  ...row.fields,
  email: row.email,
  ...Object.fromEntries(ATTRIBUTION_FIELDS.map((key) => [key, row[key]])),
  submissionId: row.submissionId,
});

/** A newsletter subscriber as an entry: its address and status (pending, confirmed, unsubscribed). */
export const subscriberEntry = (row: StoredSubscriber): Entry => ({ form: NEWSLETTER, ...row });

/** A job application as an entry: the position (its slug and title) and the stored résumé beside the candidate's fields. */
export const applicationEntry = (row: StoredApplication, positionTitle: (slug: string) => string): Entry => ({
  form: APPLICATION,
  ...row,
  positionTitle: positionTitle(row.position),
});

/** The columns of an application's export: the position, the candidate, the stored résumé (name in uploads/ or the bucket), the note. */
const APPLICATION_COLUMNS = [
  'position',
  'positionTitle',
  'name',
  'email',
  'country',
  'profileUrl',
  'resumeFile',
  'resumeName',
  'resumeType',
  'resumeBytes',
  'note',
];

/** A position's title by its slug, as the site lists it (the entry reads the site's positions). */
export type PositionTitle = (slug: string) => string;

/**
 * The columns of a form's export: when, its fields (the contact form's long text last, so a spreadsheet stays
 * readable), where the lead came from, then the id. Without a form, the columns every form shares.
 */
export function columnsFor(form: string | undefined): string[] {
  if (form === APPLICATION) return ['form', 'createdAt', ...APPLICATION_COLUMNS, 'submissionId'];
  const fields =
    form === CONTACT_FORM
      ? [
          ...contactFieldNames.filter((name) => contactFields[name].input !== 'textarea'),
          ...contactFieldNames.filter((name) => contactFields[name].input === 'textarea'),
        ]
      : form === NEWSLETTER
        ? ['email', 'status']
        : form && isLeadFormName(form)
          ? Object.keys(leadForm(form).fields)
          : ['email', 'name', 'company', 'status'];
  return ['form', 'createdAt', ...fields, ...ATTRIBUTION_FIELDS, ...(form === NEWSLETTER ? [] : ['submissionId'])];
}

/** An entry's cell; across forms, `name` is the contact form's first and last name together. */
function cell(row: Entry, column: string): string {
  const value =
    column === 'name' && row.name === undefined && row.firstName ? `${String(row.firstName)} ${String(row.lastName)}` : row[column];
  if (value === undefined || value === null) return '';
  return value instanceof Date ? value.toISOString() : String(value);
}

/** Every entry as a CSV line (a dial code such as +44 is no formula, so it stays as it is). */
export function toCsv(rows: readonly Entry[], columns: readonly string[]): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => csvField(cell(row, c), c !== 'countryCode')).join(','))];
  return lines.join('\r\n') + '\r\n';
}

export function toTable(rows: readonly Entry[], columns: readonly string[], maxWidth = 40): string {
  const shown = columns.filter((c) => c !== 'submissionId');
  const clip = (text: string) => {
    const flat = printable(text.replace(/\s+/g, ' '));
    return flat.length > maxWidth ? `${flat.slice(0, maxWidth - 1)}…` : flat;
  };
  const body = rows.map((row) => shown.map((c) => clip(cell(row, c))));
  const widths = shown.map((c, i) => Math.max(c.length, ...body.map((line) => line[i]!.length)));
  const format = (line: readonly string[]) =>
    line
      .map((text, i) => text.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [format(shown), format(widths.map((w) => '-'.repeat(w))), ...body.map(format)].join('\n');
}

/** A form's entries (every form's without one), newest first. */
export async function listEntries(
  store: PgliteStore,
  { form, limit, positionTitle }: { form?: string; limit?: number; positionTitle?: PositionTitle } = {},
): Promise<Entry[]> {
  const one = (name: string) => form === undefined || form === name;
  const contacts = one(CONTACT_FORM) ? (await store.list({ limit })).map(contactEntry) : [];
  const leads = [CONTACT_FORM, NEWSLETTER, APPLICATION].includes(form ?? '') ? [] : (await store.listLeads({ form, limit })).map(leadEntry);
  const subscribers = one(NEWSLETTER) ? (await store.listSubscribers({ limit })).map(subscriberEntry) : [];
  const titles = one(APPLICATION) ? (positionTitle ?? (() => 'a position no longer listed')) : undefined;
  const applications = titles ? (await applicationDb(store.db).list()).map((row) => applicationEntry(row, titles)) : [];
  const all = [...contacts, ...leads, ...subscribers, ...applications].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return limit === undefined ? all : all.slice(0, limit);
}

/** What the leads report reads of an entry: a job application keeps no source, and its page is its position's. */
export const reportEntry = (entry: Entry): ReportEntry =>
  entry.form === APPLICATION
    ? { form: entry.form, createdAt: entry.createdAt, page: `/careers/${String(entry.position)}`, source: undefined }
    : {
        form: entry.form,
        createdAt: entry.createdAt,
        page: storedText(entry.page),
        source: {
          utmSource: storedText(entry.utmSource),
          utmCampaign: storedText(entry.utmCampaign),
          referrer: storedText(entry.referrer),
        },
      };
