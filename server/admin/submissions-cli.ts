import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { leadFormNames } from '../../supabase/functions/_shared/forms/leads/lead-forms.ts';
import { LOCK_FILE, lockHolder } from '../data-lock.ts';
import { dataPaths, dataRootFromEnv } from '../data-dir.ts';
import { localFileStore } from '../local-file-store.ts';
import { openStore, type PgliteStore } from '../pglite-store.ts';
import { eraseEmails, eraseSubmissions, failedEffectsText, heldLeadsText, retryFailed } from './admin-text.ts';
import { applicationTable, copyResumes, eraseApplications } from './application-admin.ts';
import { applicationDb } from './application-db.ts';
import { APPLICATION, columnsFor, CONTACT_FORM, listEntries, reportEntry, toCsv, toTable, type PositionTitle } from './entries.ts';
import { leadsReport, parseSince, reportCsv, reportText } from './leads-report.ts';

const OPTIONS = {
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
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>['values'];

interface Run {
  values: Values;
  /** The file a --csv goes to; stdout without one. */
  file: string | undefined;
  uploads: string;
  positionTitle: PositionTitle;
}

/** Writes `text` to the file (saying so on stderr with `done`), or to stdout without one. */
async function output(file: string | undefined, text: string, done: string) {
  if (!file) return void process.stdout.write(text);
  await writeFile(file, text);
  console.error(`${done} ${file}`);
}

/** The changes (--retry-failed, --delete) need the database to themselves: the local server must be stopped. */
async function change(dataDir: string, holder: number | undefined, what: string, work: (store: PgliteStore) => Promise<void>) {
  if (holder !== undefined) throw new Error(`The database is in use by process ${holder}: stop the local server, then ${what} again.`);
  const store = await openStore(dataDir);
  try {
    await work(store);
  } finally {
    await store.close();
  }
}

/** The default listing: the latest entries, then what was held and what was given up. */
async function table(store: PgliteStore, { values, positionTitle }: Run) {
  const limit = Number(values.limit);
  const all = await listEntries(store, { form: values.form, positionTitle });
  const rows = all.slice(0, Number.isInteger(limit) && limit > 0 ? limit : 50);
  console.log(rows.length ? toTable(rows, columnsFor(values.form)) : 'No submissions yet.');
  if (all.length > rows.length) console.log(`\n(${rows.length} newest of ${all.length}; use --limit N or --csv for more)`);
  const held = heldLeadsText(await store.heldTeamEmails());
  if (held) console.log(`\n${held}`);
  const failed = failedEffectsText(await store.failedEffects());
  if (failed) console.log(`\n${failed}`);
}

/** What a read asks for, from the store (or a snapshot of it). */
async function read(store: PgliteStore, run: Run) {
  const { values, file, uploads, positionTitle } = run;
  if (values.failed) return console.log(failedEffectsText(await store.failedEffects()) || 'Nothing was given up.');
  if (values.held)
    return console.log(heldLeadsText(await store.heldTeamEmails()) || "No team email was held: the team's inbox got every lead.");
  if (values.report) {
    const since = values.since === undefined ? undefined : parseSince(values.since, new Date());
    const report = leadsReport((await listEntries(store, { positionTitle })).map(reportEntry), since);
    if (!values.csv) return console.log(reportText(report));
    return output(file, reportCsv(report), `Wrote the report of ${report.total} leads to`);
  }
  if (values.form === APPLICATION && !values.csv) {
    const rows = await applicationDb(store.db).list();
    console.log(applicationTable(rows, positionTitle, uploads));
    if (values.files)
      console.error(`\nCopied ${await copyResumes(rows, uploads, path.resolve(values.files))} résumés into ${values.files}`);
    return;
  }
  if (!values.csv) return table(store, run);
  const rows = await listEntries(store, { form: values.form, positionTitle });
  return output(file, toCsv(rows, columnsFor(values.form)), `Wrote ${rows.length} submissions to`);
}

/** A read while the local server runs: a snapshot of its folder, since it owns the database. */
async function readSnapshot(dataDir: string, holder: number | undefined, run: Run) {
  let snapshot: string | undefined;
  if (holder !== undefined) {
    snapshot = await mkdtemp(path.join(os.tmpdir(), 'paylean-submissions-'));
    await cp(dataDir, snapshot, { recursive: true, filter: (source) => path.basename(source) !== LOCK_FILE });
    console.error(`(The database is in use by process ${holder}; reading a snapshot of it.)`);
  }
  const store = await openStore(snapshot ?? dataDir);
  try {
    await read(store, run);
  } finally {
    await store.close();
    if (snapshot) await rm(snapshot, { recursive: true, force: true });
  }
}

/** `npm run submissions` (scripts/submissions.ts says what each option does). */
export async function runSubmissions(args: string[], positionTitle: PositionTitle): Promise<void> {
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  const forms = [CONTACT_FORM, APPLICATION, ...leadFormNames];
  if (values.form !== undefined && !forms.includes(values.form)) {
    throw new Error(`There is no form "${values.form}"; the forms are ${forms.join(', ')}.`);
  }
  if (values.since !== undefined && !values.report) throw new Error('--since goes with --report.');
  // The database and the résumés of `npm start` and `npm run dev`, in the same data folder (DATA_DIR).
  const { database: dataDir, uploads, outbox } = dataPaths(dataRootFromEnv(process.env.DATA_DIR));
  if (!existsSync(dataDir)) return console.error(`No submissions yet: there is no database at ${dataDir}.`);
  const holder = lockHolder(dataDir);
  if (values['retry-failed']) return change(dataDir, holder, 'retry', async (store) => console.log(await retryFailed(store)));
  const email = values.delete;
  if (email !== undefined) {
    return change(dataDir, holder, 'delete', async (store) => {
      console.log(await eraseSubmissions(store, email));
      console.log(await eraseApplications(applicationDb(store.db), localFileStore(uploads), email));
      console.log(await eraseEmails(outbox, email));
    });
  }
  await readSnapshot(dataDir, holder, { values, file: positionals[0], uploads, positionTitle });
}
