// Lists stored contact submissions (newest first) or exports them as CSV.
//   npm run submissions                      table of the latest 50
//   npm run submissions -- --limit 200       table of the latest 200
//   npm run submissions -- --csv [file]      every row as CSV, to the file or to stdout
//   npm run submissions -- --delete <email>  erases every contact submission and job application from that address,
//                                           with its résumés (stop `npm start` first)
//   npm run submissions -- --form application              the job applications, with the position and the stored résumé
//   npm run submissions -- --form application --files DIR  copies every résumé into DIR
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { contactFieldNames, contactFields } from '../supabase/functions/_shared/contact-fields.ts';
import { LOCK_FILE, lockHolder } from '../server/data-lock.ts';
import { databaseDir, dataDirFrom } from '../server/data-dir.ts';
import { openStore, type PgliteStore, type StoredSubmission } from '../server/pglite-store.ts';
import { applicationDb } from '../server/application-db.ts';
import { applicationTable, copyResumes, eraseApplications } from '../server/application-admin.ts';
import { localFileStore } from '../server/local-file-store.ts';
import { loadPositions } from '../content/positions.ts';
import { todayUtc } from './blog/publication.ts';

/** The CSV's columns: when, the form's fields with long text last (a spreadsheet stays readable), then the id. */
const COLUMNS = [
  'createdAt',
  ...contactFieldNames.filter((name) => contactFields[name].input !== 'textarea'),
  ...contactFieldNames.filter((name) => contactFields[name].input === 'textarea'),
  'submissionId',
] as const satisfies readonly (keyof StoredSubmission)[];

function cell(row: StoredSubmission, column: (typeof COLUMNS)[number]): string {
  const value = row[column];
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * RFC 4180: quote fields holding a comma, quote or line break; double inner quotes. Visitor text starting
 * with = + - @ gets a leading ' so a spreadsheet shows it instead of running it as a formula.
 */
export function toCsv(rows: readonly StoredSubmission[]): string {
  const escape = (text: string, column: string) => {
    const safe = column !== 'countryCode' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const lines = [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((c) => escape(cell(row, c), c)).join(','))];
  return lines.join('\r\n') + '\r\n';
}

export function toTable(rows: readonly StoredSubmission[], maxWidth = 40): string {
  const shown = COLUMNS.filter((c) => c !== 'submissionId');
  const clip = (text: string) => {
    const flat = text.replace(/\s+/g, ' ');
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

/** Erases one person's submissions (a deletion request under the privacy policy); answers the line to print. */
export async function eraseSubmissions(store: PgliteStore, email: string): Promise<string> {
  const erased = await store.erase(email);
  if (erased === 0) return `No submissions from ${email}.`;
  return `Erased ${erased} submission${erased === 1 ? '' : 's'} from ${email}.`;
}

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      csv: { type: 'boolean' },
      limit: { type: 'string', default: '50' },
      delete: { type: 'string' },
      form: { type: 'string', default: 'contact' },
      files: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  // The database and the résumés of `npm start` and `npm run dev`, in the same data folder (DATA_DIR).
  const dataDir = databaseDir(dataDirFrom(process.env.DATA_DIR));
  if (values.form !== 'contact' && values.form !== 'application') throw new Error(`--form is contact or application, not "${values.form}"`);
  const uploadsDir = path.join(dataDirFrom(process.env.DATA_DIR), 'uploads');
  if (!existsSync(dataDir)) {
    console.error(`No submissions yet: there is no database at ${dataDir}.`);
    return;
  }

  // The running local server owns the folder; read a copy rather than open it twice.
  const holder = lockHolder(dataDir);
  if (values.delete !== undefined) {
    if (holder !== undefined) throw new Error(`The database is in use by process ${holder}: stop the local server, then delete again.`);
    const store = await openStore(dataDir);
    try {
      console.log(await eraseSubmissions(store, values.delete));
      console.log(await eraseApplications(applicationDb(store.db), localFileStore(uploadsDir), values.delete));
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
  try {
    if (values.form === 'application') {
      const rows = await applicationDb(store.db).list();
      const titles = new Map(loadPositions(todayUtc()).map((p) => [p.slug, p.title]));
      console.log(applicationTable(rows, (slug) => titles.get(slug) ?? 'a position no longer listed', uploadsDir));
      if (values.files)
        console.error(`\nCopied ${await copyResumes(rows, uploadsDir, path.resolve(values.files))} résumés into ${values.files}`);
    } else if (values.csv) {
      const rows = await store.list();
      const file = positionals[0];
      if (file) {
        await writeFile(file, toCsv(rows));
        console.error(`Wrote ${rows.length} submissions to ${file}`);
      } else {
        process.stdout.write(toCsv(rows));
      }
    } else {
      const limit = Number(values.limit);
      const rows = await store.list({ limit: Number.isInteger(limit) && limit > 0 ? limit : 50 });
      const total = await store.count();
      console.log(rows.length ? toTable(rows) : 'No submissions yet.');
      if (total > rows.length) console.log(`\n(${rows.length} newest of ${total}; use --limit N or --csv for more)`);
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
