import { errorSummary } from '../../supabase/functions/_shared/safe-error.ts';
import type { FileStore } from '../../supabase/functions/_shared/uploads/file-store.ts';
import { removeUnreferenced } from '../local-file-store.ts';
import type { AdminReads } from './admin-reads.ts';
import type { ApplicationDb } from './application-db.ts';

/** Job applications are kept this long (the privacy policy says so), then deleted with their résumés. */
export const APPLICATION_RETENTION_MONTHS = 12;

interface Retained {
  store: Pick<AdminReads, 'applyRetention'>;
  applications: ApplicationDb;
  files: FileStore;
  /** The folder of the résumés, where a file no application names is removed. */
  uploads: string;
  /** How long the contact submissions and leads are kept. */
  months: number;
}

/**
 * The privacy policy's retention periods on the local server: applied once now, before the first request, and then
 * once a day while it runs, as pg_cron does on Supabase. Answers the daily timer, for the server to clear.
 */
export async function applyRetentionDaily({ store, applications, files, uploads, months }: Retained): Promise<NodeJS.Timeout> {
  const applyRetention = async () => {
    const expired = await store.applyRetention(months);
    if (expired > 0) console.info(`Deleted ${expired} contact submissions, leads and newsletter addresses past their retention.`);
    const resumes = await applications.applyRetention(APPLICATION_RETENTION_MONTHS);
    await Promise.all(resumes.map((file) => files.remove(file)));
    if (resumes.length > 0) console.info(`Deleted ${resumes.length} job applications older than ${APPLICATION_RETENTION_MONTHS} months.`);
    await removeUnreferenced(uploads, new Set(await applications.files()));
  };
  await applyRetention();
  return setInterval(
    () => {
      applyRetention().catch((error: unknown) => console.error('Retention failed:', errorSummary(error)));
    },
    24 * 60 * 60 * 1000,
  ).unref();
}
