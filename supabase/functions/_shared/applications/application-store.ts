import type { SubmitOutcome } from '../store.ts';

/** A checked application as the store receives it; the résumé is already in file storage under resumeFile. */
export interface ApplicationRow {
  submissionId: string;
  position: string;
  name: string;
  email: string;
  country: string;
  profileUrl: string | null;
  note: string;
  resumeFile: string;
  resumeName: string;
  resumeType: 'pdf' | 'docx' | 'doc';
  resumeBytes: number;
  clientIpHash: string | null;
}

/** Counted in Postgres by submit_job_application, shared by every function instance. */
export interface ApplicationRateLimits {
  perNetworkPerHour: number;
  perEmailPerDay: number;
}

export const DEFAULT_APPLICATION_LIMITS: ApplicationRateLimits = { perNetworkPerHour: 5, perEmailPerDay: 5 };

export interface ApplicationLimits extends ApplicationRateLimits {
  /** The client's network as a salted hash; null when unknown. */
  network: string | null;
}

/** Where the application handler stores a row: PostgREST on Supabase, PGlite locally. */
export interface ApplicationStore {
  /** Stores the row unless a limit is full, atomically; idempotent on submissionId. */
  submitApplication(row: ApplicationRow, limits: ApplicationLimits): Promise<SubmitOutcome>;
}

/** The job_applications columns submit_job_application takes. */
export function toApplicationDbRow(row: ApplicationRow) {
  return {
    submission_id: row.submissionId,
    position_slug: row.position,
    name: row.name,
    email: row.email,
    country: row.country,
    profile_url: row.profileUrl,
    note: row.note,
    consent: true,
    resume_file: row.resumeFile,
    resume_name: row.resumeName,
    resume_type: row.resumeType,
    resume_bytes: row.resumeBytes,
    client_ip_hash: row.clientIpHash,
  };
}

export const toApplicationDbLimits = (limits: ApplicationLimits) => ({
  network: limits.network,
  per_network_per_hour: limits.perNetworkPerHour,
  per_email_per_day: limits.perEmailPerDay,
});
