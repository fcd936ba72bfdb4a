import { PGlite } from '@electric-sql/pglite';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { batchSubmitter } from './batch-submit.ts';
import { lockDataDir } from './data-lock.ts';
import type { ContactFields } from '../supabase/functions/_shared/contact-schema.ts';
import { fieldsFromDbRow, toDbLimits, toDbRow } from '../supabase/functions/_shared/db-row.ts';
import type { ContactRow, ContactStore, SubmitLimits } from '../supabase/functions/_shared/store.ts';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../supabase/migrations');
/** A stored submission: the form's fields with the row's own columns. */
export type StoredSubmission = ContactFields & {
  id: number;
  submissionId: string;
  clientIpHash: string | null;
  createdAt: Date;
};

export interface PgliteStore extends ContactStore {
  /** Newest first; all rows without a limit. */
  list(options?: { limit?: number }): Promise<StoredSubmission[]>;
  count(): Promise<number>;
  /** Deletes the submissions older than `months` (apply_contact_retention); answers how many. */
  applyRetention(months: number): Promise<number>;
  /** Erases every submission from this email address, any case (erase_contact_submissions); answers how many. */
  erase(email: string): Promise<number>;
  close(): Promise<void>;
  /** The underlying database, for tests and scripts. */
  readonly db: PGlite;
}

// PGlite takes seconds and hundreds of MB to start: one instance per data folder per process.
const open = new Map<string, Promise<PgliteStore>>();

/** A ContactStore on embedded Postgres: in memory without dataDir, else persisted in that folder. */
export function openStore(dataDir?: string): Promise<PgliteStore> {
  const key = dataDir ? path.resolve(dataDir) : ':memory:';
  let store = open.get(key);
  if (!store) {
    store = create(dataDir ? key : undefined).catch((error: unknown) => {
      open.delete(key);
      throw error;
    });
    open.set(key, store);
  }
  return store;
}

async function create(dataDir: string | undefined): Promise<PgliteStore> {
  let release = () => {};
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  const db = await PGlite.create(dataDir).catch((error: unknown) => {
    release();
    throw error;
  });
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => {});
    release();
    throw error;
  }
  const key = dataDir ?? ':memory:';
  const submit = batchSubmitter(db);

  return {
    db,
    submit: (row: ContactRow, limits: SubmitLimits) => submit(toDbRow(row), toDbLimits(limits)),
    async list({ limit }: { limit?: number } = {}) {
      const result = await db.query<Record<string, unknown>>(
        `select * from public.contact_submissions order by created_at desc, id desc limit $1`,
        [limit ?? null],
      );
      return result.rows.map(fromDbRow);
    },
    async count() {
      const result = await db.query<{ n: number }>('select count(*)::int as n from public.contact_submissions');
      return result.rows[0]?.n ?? 0;
    },
    async applyRetention(months: number) {
      const result = await db.query<{ n: number }>('select public.apply_contact_retention($1) as n', [months]);
      return result.rows[0]!.n;
    },
    async erase(email: string) {
      const result = await db.query<{ n: number }>('select public.erase_contact_submissions($1) as n', [email]);
      return result.rows[0]!.n;
    },
    async close() {
      open.delete(key);
      await db.close();
      release();
    },
  };
}

/** Applies every supabase/migrations/*.sql not yet applied, in file-name order, each in a transaction. */
async function migrate(db: PGlite): Promise<void> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, name text not null, applied_at timestamptz not null default now()
    );`);
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((row) => row.version),
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files) {
    const [version = file, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (applied.has(version)) continue;
    const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, rest.join('_')]);
    });
  }
}

function fromDbRow(row: Record<string, unknown>): StoredSubmission {
  return {
    id: Number(row.id),
    submissionId: String(row.submission_id),
    ...fieldsFromDbRow(row),
    clientIpHash: row.client_ip_hash == null ? null : String(row.client_ip_hash),
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
  };
}
