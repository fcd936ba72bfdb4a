import { PGlite } from '@electric-sql/pglite';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { lockDataDir } from './data-lock.ts';
import { privateFolder, tightenTree } from './data-dir.ts';
import { adminReads, type AdminReads } from './admin/admin-reads.ts';
import { pgliteDatabase } from './db/pglite-database.ts';
import { sqlStore, type SqlStore } from '../supabase/functions/_shared/db/sql-store.ts';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../supabase/migrations');

/** The functions' store (the same SQL store as on Supabase) and the team's reads, on one embedded Postgres. */
export interface PgliteStore extends SqlStore, AdminReads {
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
    privateFolder(dataDir);
    release = lockDataDir(dataDir);
  }
  const db = await PGlite.create(dataDir).catch((error: unknown) => {
    release();
    throw error;
  });
  try {
    await migrate(db);
    // PGlite writes the files it unpacks 0666, whatever the umask; Postgres makes its later ones 0600.
    if (dataDir) tightenTree(dataDir);
  } catch (error) {
    await db.close().catch(() => {});
    release();
    throw error;
  }
  const key = dataDir ?? ':memory:';
  const call = pgliteDatabase(db);
  return {
    db,
    ...sqlStore(call),
    ...adminReads(db, call),
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
