import type { PGlite } from '@electric-sql/pglite';

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
  /** The résumé's stored name in $DATA_DIR/uploads (the `resumes` bucket on Supabase). */
  resumeFile: string;
  /** The candidate's own file name. */
  resumeName: string;
  resumeType: string;
  resumeBytes: number;
  createdAt: Date;
}

/** The team's side of the job applications (the function stores them through the store, pglite-store.ts). */
export interface ApplicationDb {
  /** Newest first. */
  list(): Promise<StoredApplication[]>;
  /** Deletes the applications older than `months`; answers their résumé files, for the caller to remove. */
  applyRetention(months: number): Promise<string[]>;
  /** Erases every application from this address, any case; answers their résumé files. */
  erase(email: string): Promise<string[]>;
  /** Every résumé file a stored application names. */
  files(): Promise<string[]>;
}

const fromDbRow = (row: Record<string, unknown>): StoredApplication => ({
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
});

/** The job applications in the local embedded Postgres: the same SQL functions as on Supabase. */
export function applicationDb(db: PGlite): ApplicationDb {
  const files = async (sql: string, param: unknown) => (await db.query<{ file: string }>(sql, [param])).rows.map((row) => row.file);
  return {
    list: async () =>
      (await db.query<Record<string, unknown>>('select * from public.job_applications order by created_at desc, id desc')).rows.map(
        fromDbRow,
      ),
    applyRetention: (months) => files('select public.apply_job_application_retention($1) as file', months),
    erase: (email) => files('select public.erase_job_applications($1) as file', email),
    files: async () =>
      (await db.query<{ file: string }>('select resume_file as file from public.job_applications')).rows.map((row) => row.file),
  };
}
