// The contact tables and functions on two engines: PGlite (the local server) and a real PostgreSQL (as on Supabase).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { ContactStore, LeadStore } from '@shared/db/store';
import { sqlStore } from '@shared/db/sql-store';
import { openStore } from '../../server/pglite-store.ts';
import { afterAll, beforeAll } from 'vitest';
import { required } from '../required.ts';
import { findPostgresBin, startPostgres, type PostgresServer } from './postgres-server.ts';

export interface ContactDatabase {
  /** A store as one function instance has it (on PostgreSQL, with connections of its own). */
  instance(): ContactStore & LeadStore;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function pgliteDatabase(): Promise<ContactDatabase> {
  const store = await openStore();
  return {
    instance: () => store,
    query: async <T>(sql: string, params?: unknown[]) => (await store.db.query<T>(sql, params)).rows,
    close: async () => {}, // the process's one in-memory PGlite, which later tests in the file open again
  };
}

/** Applies the migrations as `supabase db push` would, after creating Supabase's roles and default grants. */
export function migrate(server: PostgresServer) {
  server.sql(`
    create role anon nologin; create role authenticated nologin; create role service_role nologin bypassrls;
    grant usage on schema public to anon, authenticated, service_role;
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to anon, authenticated, service_role;`);
  const dir = path.resolve(import.meta.dirname, '../../supabase/migrations');
  for (const file of readdirSync(dir).sort()) server.sql(readFileSync(path.join(dir, file), 'utf8'));
}

/**
 * A migrated PostgreSQL for the calling test file, started before its tests and stopped after them (`server` is set
 * once started). CI installs PostgreSQL (.ci/run) and fails without it; a developer's machine without it has no
 * `bin`, and the file's PostgreSQL half is skipped.
 */
export function migratedPostgresForFile(): { bin: string | undefined; server: PostgresServer | undefined } {
  const postgres: { bin: string | undefined; server: PostgresServer | undefined } = { bin: findPostgresBin(), server: undefined };
  required(
    postgres.bin !== undefined,
    'PostgreSQL under /usr/lib/postgresql: .ci/run installs it (apt-get install postgresql postgresql-<version>-cron)',
  );
  beforeAll(async () => {
    if (!postgres.bin) return;
    postgres.server = await startPostgres(postgres.bin);
    migrate(postgres.server);
  }, 60_000);
  afterAll(() => postgres.server?.stop());
  return postgres;
}

/** A migrated PostgreSQL laid out as Supabase's: `standIns` (its schemas the migrations use, such as the Vault) first. */
export async function supabaseLikePostgres(bin: string, standIns: string): Promise<PostgresServer> {
  const server = await startPostgres(bin);
  server.sql(standIns);
  migrate(server);
  return server;
}

/** Each instance calls submit_contact_form as the Edge Function does through PostgREST's rpc. */
export function postgresDatabase(server: PostgresServer): ContactDatabase {
  const pools: pg.Pool[] = [];
  const pool = () => {
    const made = new pg.Pool({ ...server.connection, max: 10 });
    pools.push(made);
    return made;
  };
  const admin = pool();
  return {
    instance() {
      const own = pool();
      // As PostgREST passes them: each argument by its name, an object (or a list of objects) as JSON.
      const value = (arg: unknown) =>
        arg !== null && typeof arg === 'object' && !(Array.isArray(arg) && arg.every((item) => typeof item !== 'object'))
          ? JSON.stringify(arg)
          : arg;
      return sqlStore(async (fn, args, returns) => {
        const names = Object.keys(args);
        const params = names.map((name, i) => `${name} => $${i + 1}`).join(', ');
        const result = await own.query<{ value: unknown }>(
          `select * from public.${fn}(${params}) as answer(value)`,
          names.map((name) => value(args[name])),
        );
        return returns === 'set' ? result.rows.map((row) => row.value) : result.rows[0]?.value;
      });
    },
    query: async <T>(sql: string, params?: unknown[]) => (await admin.query(sql, params)).rows as T[],
    close: async () => void (await Promise.all(pools.map((p) => p.end()))),
  };
}
