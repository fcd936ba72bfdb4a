import { createHmac } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApplicationHandler } from '../supabase/functions/_shared/applications/application-handler.ts';
import { createHandler, type HandlerOptions } from '../supabase/functions/_shared/handler.ts';
import { createLeadHandler } from '../supabase/functions/_shared/lead-handler.ts';
import { DEFAULT_MAIL_FROM, type MailSettings } from '../supabase/functions/_shared/mail-config.ts';
import { webinarCatalog, type WebinarSession } from '../supabase/functions/_shared/webinars/session.ts';
import { applicationDb } from './application-db.ts';
import { localFileStore } from './local-file-store.ts';
import { toNodeHandler } from './node-adapter.ts';
import { outboxMailer } from './outbox-mailer.ts';
import { openStore, type PgliteStore } from './pglite-store.ts';
import { staticSite } from './static.ts';

export const FUNCTION_PATH = '/functions/v1/send-contact-form';
export const APPLICATION_PATH = '/functions/v1/submit-application';

/** Job applications are kept this long (the privacy policy says so), then deleted with their résumés. */
export const APPLICATION_RETENTION_MONTHS = 12;

/** The lead forms' function; a form's name follows: /functions/v1/submit-form/white-paper. */
export const LEAD_FUNCTION_PATH = '/functions/v1/submit-form/';

/** The handler's client IP hash (HMAC-SHA-256), synchronous: Node's WebCrypto costs a thread-pool trip per call. */
export const nodeIpHasher = (salt: string) => (ip: string) => createHmac('sha256', salt).update(ip).digest('hex');

interface Options {
  distDir: string;
  port?: number;
  host?: string;
  /** Folder of the embedded Postgres; omit for an in-memory database. */
  dataDir?: string;
  /**
   * The form functions' settings (handlerOptionsFromEnv reads them from the environment). By default the
   * client is the socket's peer address and no forwarding header is trusted.
   */
  handler?: HandlerOptions;
  /** Submissions older than this many months are deleted at start (default: CONTACT_RETENTION_MONTHS, else 24). */
  retentionMonths?: number;
  /** Where résumés are kept, never served: default `<dataDir>/uploads`, or a new temporary folder without dataDir. */
  uploadsDir?: string;
  /** Where emails are written as .eml files when no Resend key is set (default: a fresh temporary folder). */
  outboxDir?: string;
  /** mailSettingsFromEnv's answer: the sender, the site's origin for links, Resend when its key is set. */
  mail?: MailSettings;
  /**
   * The webinar sessions the forms may name: by default those of content/webinars/, as the deployed function
   * knows them. A test build also shows example sessions, which its tests pass here.
   */
  webinars?: readonly WebinarSession[];
}

export const DEFAULT_RETENTION_MONTHS = 24;

/** CONTACT_RETENTION_MONTHS as a whole number of months of 1 or more; anything else is refused, not guessed. */
export function retentionMonthsFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_RETENTION_MONTHS;
  const months = Number(value);
  if (!Number.isInteger(months) || months < 1) {
    throw new Error(`CONTACT_RETENTION_MONTHS must be a whole number of months (1 or more), not "${value}"`);
  }
  return months;
}

/** The whole product on one machine: the static site and the contact function on one origin. */
export async function startLocalServer({
  distDir,
  port = 4173,
  host = '127.0.0.1',
  dataDir,
  handler,
  retentionMonths,
  uploadsDir,
  outboxDir,
  mail,
  webinars,
}: Options) {
  const months = retentionMonths ?? retentionMonthsFromEnv(process.env.CONTACT_RETENTION_MONTHS);
  const store: PgliteStore = await openStore(dataDir);
  const applications = applicationDb(store.db);
  const uploads = uploadsDir ?? (dataDir ? path.join(dataDir, 'uploads') : await mkdtemp(path.join(os.tmpdir(), 'paylean-uploads-')));
  const files = localFileStore(uploads);
  // The privacy policy's retention periods, applied before the first request (on Supabase, pg_cron runs it nightly).
  const applyRetention = async () => {
    const expired = await store.applyRetention(months);
    if (expired > 0) console.info(`Deleted ${expired} contact submissions older than ${months} months.`);
    const resumes = await applications.applyRetention(APPLICATION_RETENTION_MONTHS);
    await Promise.all(resumes.map((file) => files.remove(file)));
    if (resumes.length > 0) console.info(`Deleted ${resumes.length} job applications older than ${APPLICATION_RETENTION_MONTHS} months.`);
  };
  await applyRetention();
  // And once a day while it runs, as pg_cron does on Supabase.
  const daily = setInterval(
    () => {
      applyRetention().catch((error: unknown) => console.error('Retention failed:', error instanceof Error ? error.message : error));
    },
    24 * 60 * 60 * 1000,
  ).unref();
  // Every form function with the same settings (origins, client address, salt, the leads webhook).
  const options: HandlerOptions = { ipHasher: nodeIpHasher, ...handler };
  const contactFunction = toNodeHandler(createHandler(store, options));
  const applicationFunction = toNodeHandler(createApplicationHandler(store, files, options));
  const outbox = outboxDir ?? (await mkdtemp(path.join(os.tmpdir(), 'paylean-outbox-')));
  const mailer = mail?.resend ?? outboxMailer(outbox, mail?.from ?? DEFAULT_MAIL_FROM);
  const leadFunction = toNodeHandler(
    createLeadHandler({ store, mailer, siteUrl: mail?.siteUrl, webinars: webinars && webinarCatalog(webinars) }, options),
  );
  const site = staticSite(distDir);
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === FUNCTION_PATH) void contactFunction(req, res);
    else if (pathname === APPLICATION_PATH) void applicationFunction(req, res);
    else if (pathname.startsWith(LEAD_FUNCTION_PATH)) void leadFunction(req, res);
    else site(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actualPort}`,
    store,
    applications,
    uploadsDir: uploads,
    outboxDir: outbox,
    close: () => {
      clearInterval(daily);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
