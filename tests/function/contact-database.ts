// The contact tables and functions on two engines: PGlite (the local server) and a real PostgreSQL (as on Supabase).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { ContactStore, LeadStore } from '@shared/store';
import { fromDbEffect, toDbDeferred, fromDbOutcome, toDbClaim, toDbLimits, toDbRow } from '@shared/db-row';
import { openStore } from '../../server/pglite-store.ts';
import { startPostgres, type PostgresServer } from './postgres-server.ts';

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
      return {
        async submit(row, limits) {
          const result = await own.query<{ answer: unknown }>('select public.submit_contact_form($1::jsonb, $2::jsonb) as answer', [
            JSON.stringify(toDbRow(row)),
            JSON.stringify(toDbLimits(limits)),
          ]);
          return fromDbOutcome(result.rows[0]?.answer);
        },
        async submitLead(row, limits) {
          const result = await own.query<{ answer: unknown }>('select public.submit_form_lead($1::jsonb, $2::jsonb) as answer', [
            JSON.stringify(row),
            JSON.stringify(toDbLimits(limits)),
          ]);
          return fromDbOutcome(result.rows[0]?.answer);
        },
        async claimEffects(claim) {
          const { submissions, kinds, max_count, lease_seconds } = toDbClaim(claim);
          const result = await own.query<{ effect: unknown }>('select public.claim_form_effects($1, $2, $3, $4) as effect', [
            submissions,
            kinds,
            max_count,
            lease_seconds,
          ]);
          return result.rows.map((row) => fromDbEffect(row.effect));
        },
        async finishEffects(ids) {
          await own.query('select public.finish_form_effects($1)', [ids]);
        },
        async deferEffects(deferred) {
          await own.query('select public.defer_form_effects($1::jsonb)', [toDbDeferred(deferred)]);
        },
      };
    },
    query: async <T>(sql: string, params?: unknown[]) => (await admin.query(sql, params)).rows as T[],
    close: async () => void (await Promise.all(pools.map((p) => p.end()))),
  };
}
