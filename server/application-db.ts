import type { PGlite } from '@electric-sql/pglite';
import { fromDbOutcome } from '../supabase/functions/_shared/db-row.ts';
import {
  toApplicationDbLimits,
  toApplicationDbRow,
  type ApplicationRow,
  type ApplicationStore,
} from '../supabase/functions/_shared/applications/application-store.ts';

/** A stored application, as `npm run submissions -- --form application` lists it. */
export interface StoredApplication {
  id: number;
  submissionId: string;
  position: string;
  name: string;
  email: string;
  country: string;
  profileUrl: string | null;
  note: string;
  resumeFile: string;
  resumeName: string;
  resumeType: string;
  resumeBytes: number;
  createdAt: Date;
}

export interface ApplicationDb extends ApplicationStore {
  /** Newest first. */
  list(): Promise<StoredApplication[]>;
  /** Deletes the applications older than `months`; answers their résumé files, for the caller to remove. */
  applyRetention(months: number): Promise<string[]>;
  /** Erases every application from this address, any case; answers their résumé files. */
  erase(email: string): Promise<string[]>;
}

/** The job applications in the local embedded Postgres: the same SQL functions as on Supabase. */
export function applicationDb(db: PGlite): ApplicationDb {
  const files = async (sql: string, param: unknown) => (await db.query<{ file: string }>(sql, [param])).rows.map((row) => row.file);
  return {
    async submitApplication(row: ApplicationRow, limits) {
      const result = await db.query<{ answer: unknown }>('select public.submit_job_application($1, $2) as answer', [
        toApplicationDbRow(row),
        toApplicationDbLimits(limits),
      ]);
      return fromDbOutcome(result.rows[0]?.answer);
    },
    async list() {
      const result = await db.query<Record<string, unknown>>('select * from public.job_applications order by created_at desc, id desc');
      return result.rows.map((row) => ({
        id: Number(row.id),
        submissionId: String(row.submission_id),
        position: String(row.position_slug),
        name: String(row.name),
        email: String(row.email),
        country: String(row.country),
        profileUrl: row.profile_url == null ? null : String(row.profile_url),
        note: String(row.note),
        resumeFile: String(row.resume_file),
        resumeName: String(row.resume_name),
        resumeType: String(row.resume_type),
        resumeBytes: Number(row.resume_bytes),
        createdAt: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
      }));
    },
    applyRetention: (months) => files('select public.apply_job_application_retention($1) as file', months),
    erase: (email) => files('select public.erase_job_applications($1) as file', email),
  };
}
