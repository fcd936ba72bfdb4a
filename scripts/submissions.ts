// Lists every form's stored entries (newest first), exports them as CSV, or erases one person.
//   npm run submissions                           table of the latest 50 entries of every form, with a `form` column
//   npm run submissions -- --form white-paper     one form's entries, with that form's own columns
//   npm run submissions -- --limit 200            more rows
//   npm run submissions -- --csv [file]           every row as CSV (with --form, that form's), to the file or stdout;
//                                                 the newsletter's has a status: pending, confirmed or unsubscribed
//   npm run submissions -- --report [--since 30d]  leads per form, per source and campaign, per landing page, with totals
//                          --report --csv [file]     the same figures as CSV; --since also takes a day, 2026-10-01
//   npm run submissions -- --failed               the emails and webhooks given up after two days of tries (also under the table)
//   npm run submissions -- --held                 the leads whose email to the team's inbox was held (past 10 per form in
//                                                 10 minutes; a digest counted them), with their form's fields (also under the table)
//   npm run submissions -- --retry-failed         sends them again: due now, delivered by the local server (stop `npm start`
//                                                 first; it sends them when it starts)
//   npm run submissions -- --delete <email>       erases that person from every form, résumés and emails in the outbox included
//                                                 (stop `npm start` first)
//   npm run submissions -- --form application     the job applications, with the position and the stored résumé
//                          --form application --files DIR   also copies every résumé into DIR
//                          --form application --csv [file]  the applications as CSV: the position, the candidate, the stored résumé
// Forms: `contact`, `application` and every lead form of supabase/functions/_shared/lead-forms.ts. Stored text is
// printed with its control characters written out (`\x1b`), so no stored value can drive the terminal.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ATTRIBUTION_FIELDS } from '../supabase/functions/_shared/forms/attribution-fields.ts';
import { printable } from '../supabase/functions/_shared/control-characters.ts';
import { contactFieldNames, contactFields } from '../supabase/functions/_shared/forms/contact/contact-fields.ts';
import { isLeadFormName, leadForm, leadFormNames } from '../supabase/functions/_shared/forms/leads/lead-forms.ts';
import { LOCK_FILE, lockHolder } from '../server/data-lock.ts';
import { loadPositions } from '../content/positions.ts';
import { applicationTable, copyResumes, eraseApplications } from '../server/application-admin.ts';
import { applicationDb, type StoredApplication } from '../server/application-db.ts';
import { dataPaths, dataRootFromEnv } from '../server/data-dir.ts';
import { localFileStore } from '../server/local-file-store.ts';
import { eraseOutbox } from '../server/outbox-mailer.ts';
import type { FailedEffect, HeldLead, StoredLead, StoredSubmission, StoredSubscriber } from '../server/admin/stored-rows.ts';
import { openStore, type PgliteStore } from '../server/pglite-store.ts';
import { todayUtc } from '../build/blog/publication.ts';
import { csvField } from './submissions/csv.ts';
import { leadsReport, parseSince, reportCsv, reportText, storedText, type ReportEntry } from './submissions/leads-report.ts';

/** One stored entry of any form, flat: its form, when, its fields, where it came from, its id. */
export type Entry = { form: string; createdAt: Date; email: string } & Record<string, unknown>;

export const CONTACT_FORM = 'contact';
const APPLICATION = 'application';
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

/** A position's title by its slug, as the site lists it (closed positions too). */
function positionTitles(): (slug: string) => string {
  const titles = new Map(loadPositions(todayUtc()).map((p) => [p.slug, p.title]));
  return (slug) => titles.get(slug) ?? 'a position no longer listed';
}

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
export async function listEntries(store: PgliteStore, { form, limit }: { form?: string; limit?: number } = {}): Promise<Entry[]> {
  const one = (name: string) => form === undefined || form === name;
  const contacts = one(CONTACT_FORM) ? (await store.list({ limit })).map(contactEntry) : [];
  const leads = [CONTACT_FORM, NEWSLETTER, APPLICATION].includes(form ?? '') ? [] : (await store.listLeads({ form, limit })).map(leadEntry);
  const subscribers = one(NEWSLETTER) ? (await store.listSubscribers({ limit })).map(subscriberEntry) : [];
  const titles = one(APPLICATION) ? positionTitles() : undefined;
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

/** The emails and webhooks given up, as a table under a line saying how to send them again; '' when there is none. */
export function failedEffectsText(failed: readonly FailedEffect[]): string {
  if (failed.length === 0) return '';
  const rows = failed.map((effect) => ({
    form: effect.kind,
    owed: effect.kind,
    createdAt: effect.createdAt,
    email: effect.email,
    attempts: String(effect.attempts),
    failedAt: effect.failedAt.toISOString(),
    lastError: effect.lastError ?? '',
    submissionId: effect.submissionId,
  }));
  const table = toTable(rows, ['owed', 'createdAt', 'email', 'attempts', 'failedAt', 'lastError']);
  return `${failed.length} email${failed.length === 1 ? '' : 's'} or webhooks given up (npm run submissions -- --retry-failed sends them again):\n${table}`;
}

/**
 * The leads whose team email was held, one table per form with its fields, under a line saying why; '' when there
 * is none. The team reads here what its inbox never got.
 */
export function heldLeadsText(held: readonly HeldLead[]): string {
  if (held.length === 0) return '';
  const forms = [...new Set(held.map((lead) => lead.form))];
  const tables = forms.map((form) => {
    const rows = held.filter((lead) => lead.form === form).map((lead) => ({ ...leadEntry(lead), heldAt: lead.heldAt }));
    const columns = columnsFor(form).filter((column) => column !== 'form');
    return `${printable(form)}:\n${toTable(rows, [...columns.slice(0, 1), 'heldAt', ...columns.slice(1)])}`;
  });
  const heading =
    `${held.length} lead${held.length === 1 ? '' : 's'} whose email to the team's inbox was held (at most 10 per form in 10 minutes; ` +
    'a digest counted them; --form <form> --csv gives their full text):';
  return [heading, ...tables].join('\n');
}

/** Makes every given-up email and webhook due again; answers the line to print. */
export async function retryFailed(store: PgliteStore): Promise<string> {
  const again = await store.retryFailedEffects();
  if (again === 0) return 'Nothing was given up: nothing to send again.';
  return `${again} email${again === 1 ? '' : 's'} or webhooks are due again: the local server sends them when it starts, and within a minute while it runs.`;
}

/** Erases one person from every form (a deletion request under the privacy policy); answers the line to print. */
export async function eraseSubmissions(store: PgliteStore, email: string): Promise<string> {
  const erased = await store.erase(email);
  if (erased === 0) return `No submissions from ${printable(email)}.`;
  return `Erased ${erased} submission${erased === 1 ? '' : 's'} from ${printable(email)}.`;
}

/** Erases the emails to one person, or answering to them, from the local outbox; answers the line to print. */
export async function eraseEmails(outbox: string, email: string): Promise<string> {
  const erased = await eraseOutbox(outbox, email);
  return `Erased ${erased} email${erased === 1 ? '' : 's'} to or from ${printable(email)} from ${outbox}.`;
}

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      csv: { type: 'boolean' },
      form: { type: 'string' },
      limit: { type: 'string', default: '50' },
      delete: { type: 'string' },
      files: { type: 'string' },
      report: { type: 'boolean' },
      since: { type: 'string' },
      failed: { type: 'boolean' },
      held: { type: 'boolean' },
      'retry-failed': { type: 'boolean' },
    },
    allowPositionals: true,
    strict: true,
  });
  const forms = [CONTACT_FORM, APPLICATION, ...leadFormNames];
  if (values.form !== undefined && !forms.includes(values.form)) {
    throw new Error(`There is no form "${values.form}"; the forms are ${forms.join(', ')}.`);
  }
  if (values.since !== undefined && !values.report) throw new Error('--since goes with --report.');
  // The database and the résumés of `npm start` and `npm run dev`, in the same data folder (DATA_DIR).
  const { database: dataDir, uploads, outbox } = dataPaths(dataRootFromEnv(process.env.DATA_DIR));
  if (!existsSync(dataDir)) {
    console.error(`No submissions yet: there is no database at ${dataDir}.`);
    return;
  }

  // The running local server owns the folder; read a copy rather than open it twice.
  const holder = lockHolder(dataDir);
  if (values['retry-failed']) {
    if (holder !== undefined) throw new Error(`The database is in use by process ${holder}: stop the local server, then retry again.`);
    const store = await openStore(dataDir);
    try {
      console.log(await retryFailed(store));
    } finally {
      await store.close();
    }
    return;
  }
  if (values.delete !== undefined) {
    if (holder !== undefined) throw new Error(`The database is in use by process ${holder}: stop the local server, then delete again.`);
    const store = await openStore(dataDir);
    try {
      console.log(await eraseSubmissions(store, values.delete));
      console.log(await eraseApplications(applicationDb(store.db), localFileStore(uploads), values.delete));
      console.log(await eraseEmails(outbox, values.delete));
    } finally {
      await store.close();
    }
    return;
  }
  let snapshot: string | undefined;
  if (holder !== undefined) {
    snapshot = await mkdtemp(path.join(os.tmpdir(), 'paylean-submissions-'));
    await cp(dataDir, snapshot, { recursive: true, filter: (source) => path.basename(source) !== LOCK_FILE });
    console.error(`(The database is in use by process ${holder}; reading a snapshot of it.)`);
  }
  const store = await openStore(snapshot ?? dataDir);
  const columns = columnsFor(values.form);
  try {
    if (values.failed) {
      console.log(failedEffectsText(await store.failedEffects()) || 'Nothing was given up.');
    } else if (values.held) {
      console.log(heldLeadsText(await store.heldTeamEmails()) || "No team email was held: the team's inbox got every lead.");
    } else if (values.report) {
      const since = values.since === undefined ? undefined : parseSince(values.since, new Date());
      const report = leadsReport((await listEntries(store)).map(reportEntry), since);
      const file = positionals[0];
      if (!values.csv) console.log(reportText(report));
      else if (file) {
        await writeFile(file, reportCsv(report));
        console.error(`Wrote the report of ${report.total} leads to ${file}`);
      } else process.stdout.write(reportCsv(report));
    } else if (values.form === APPLICATION && !values.csv) {
      const rows = await applicationDb(store.db).list();
      console.log(applicationTable(rows, positionTitles(), uploads));
      if (values.files)
        console.error(`\nCopied ${await copyResumes(rows, uploads, path.resolve(values.files))} résumés into ${values.files}`);
    } else if (values.csv) {
      const rows = await listEntries(store, { form: values.form });
      const file = positionals[0];
      if (file) {
        await writeFile(file, toCsv(rows, columns));
        console.error(`Wrote ${rows.length} submissions to ${file}`);
      } else {
        process.stdout.write(toCsv(rows, columns));
      }
    } else {
      const limit = Number(values.limit);
      const all = await listEntries(store, { form: values.form });
      const rows = all.slice(0, Number.isInteger(limit) && limit > 0 ? limit : 50);
      console.log(rows.length ? toTable(rows, columns) : 'No submissions yet.');
      if (all.length > rows.length) console.log(`\n(${rows.length} newest of ${all.length}; use --limit N or --csv for more)`);
      const held = heldLeadsText(await store.heldTeamEmails());
      if (held) console.log(`\n${held}`);
      const failed = failedEffectsText(await store.failedEffects());
      if (failed) console.log(`\n${failed}`);
    }
  } finally {
    await store.close();
    if (snapshot) await rm(snapshot, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
