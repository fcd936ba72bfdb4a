import { createHmac } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApplicationHandler } from '../supabase/functions/_shared/forms/application/application-function.ts';
import { createHandler, type FormFunction, type HandlerOptions } from '../supabase/functions/_shared/forms/contact/contact-function.ts';
import { createLeadHandler } from '../supabase/functions/_shared/forms/leads/lead-function.ts';
import { DEFAULT_MAIL_FROM, type MailSettings } from '../supabase/functions/_shared/delivery/mail-config.ts';
import { errorSummary } from '../supabase/functions/_shared/safe-error.ts';
import { webinarCatalog, type WebinarSession } from '../supabase/functions/_shared/webinars/session.ts';
import type { PublicLinks } from '../supabase/functions/_shared/links.ts';
import { readRequestPath, refusedSpelling, refusedSpellingResponse } from '../supabase/functions/_shared/request-path.ts';
import { applicationDb } from './admin/application-db.ts';
import { applyRetentionDaily } from './admin/retention.ts';
import { localFileStore } from './local-file-store.ts';
import { bodyFullyRead, toNodeHandler, writeResponse } from './node-adapter.ts';
import { outboxMailer } from './outbox-mailer.ts';
import { openStore, type PgliteStore } from './pglite-store.ts';
import { answeringFailures, surviveUncaughtErrors } from './process-guard.ts';
import { hostCheck, servedOrigins } from './served-origins.ts';
import { staticSite } from './static.ts';

export const FUNCTION_PATH = '/functions/v1/send-contact-form';
export const APPLICATION_PATH = '/functions/v1/submit-application';

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
  /**
   * mailSettingsFromEnv's answer: the sender, the site's origin (SITE_URL) for links, Resend when its key is set.
   * Without a site origin, every link points at the address the server listens on.
   */
  mail?: MailSettings;
  /**
   * The webinar sessions the forms may name: by default those of content/webinars/, as the deployed function
   * knows them. A test build also shows example sessions, which its tests pass here.
   */
  webinars?: readonly WebinarSession[];
}

export const DEFAULT_RETENTION_MONTHS = 24;

/** How often the server delivers what submissions still owe (a delivery that failed, one a restart cut short). */
const EFFECT_DRAIN_MS = 60 * 1000;

const refusal = (status: number, error: string) =>
  new Response(JSON.stringify({ error }), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
const misdirected = () => refusal(421, 'This server does not answer for that host.');
const unreadableHost = () => refusal(400, 'This request does not name one host (its Host header) that the server can read.');

/** The hosts a request names: each of its Host headers, and its target's authority when that is in absolute form. */
function namedHosts(req: IncomingMessage): (string | undefined)[] {
  const authority = /^https?:\/\/([^/?#]*)/i.exec(req.url ?? '')?.[1];
  return [...(req.headersDistinct.host ?? [undefined]), ...(authority === undefined ? [] : [authority])];
}

/** CONTACT_RETENTION_MONTHS as a whole number of months of 1 or more; anything else is refused, not guessed. */
export function retentionMonthsFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_RETENTION_MONTHS;
  const months = Number(value);
  if (!Number.isInteger(months) || months < 1) {
    throw new Error(`CONTACT_RETENTION_MONTHS must be a whole number of months (1 or more), not "${value}"`);
  }
  return months;
}

type NodeHandler = ReturnType<typeof toNodeHandler>;

/** Routes a request of the local server: refused unless it names one of its hosts, then to a function or the site. */
function localRouter(
  origins: readonly string[],
  site: ReturnType<typeof staticSite>,
  { contactFunction, applicationFunction, leadFunction }: Record<'contactFunction' | 'applicationFunction' | 'leadFunction', NodeHandler>,
) {
  const checkHost = hostCheck(origins);
  return (req: IncomingMessage, res: ServerResponse): Promise<void> | void => {
    const refuse = (response: Response) => writeResponse(req, res, response, !bodyFullyRead(req));
    const hosts = namedHosts(req).map(checkHost);
    // Two Host headers, or one no URL can hold: a request that names no one host.
    if (hosts.includes('unreadable') || (req.headersDistinct.host?.length ?? 0) > 1) return refuse(unreadableHost());
    // Decided on the one reading of the path, and a function's path spelled otherwise refused before any check.
    const target = req.url ?? '/';
    const read = readRequestPath(target);
    if (!read || refusedSpelling(target)) return refuse(refusedSpellingResponse());
    // A forged Host (or a DNS name rebound to this machine) gets nothing: no page, and no email with its links.
    if (hosts.includes('other')) return refuse(misdirected());
    if (read.path === FUNCTION_PATH) return contactFunction(req, res);
    if (read.path === APPLICATION_PATH) return applicationFunction(req, res);
    if (read.path.startsWith(LEAD_FUNCTION_PATH)) return leadFunction(req, res);
    // A page asked for in absolute form (a proxy's request) is the page its path names.
    if (!target.startsWith('/')) req.url = target.replace(/^https?:\/\/[^/?#]*/i, '') || '/';
    site(req, res);
  };
}

/** The whole product on one machine: the static site and the form functions on one origin. */
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
  surviveUncaughtErrors();
  const store: PgliteStore = await openStore(dataDir);
  const applications = applicationDb(store.db);
  const uploads = uploadsDir ?? (dataDir ? path.join(dataDir, 'uploads') : await mkdtemp(path.join(os.tmpdir(), 'paylean-uploads-')));
  const files = localFileStore(uploads);
  // The privacy policy's retention periods, applied before the first request and daily (on Supabase, pg_cron's).
  const daily = await applyRetentionDaily({ store, applications, files, uploads, months });

  const outbox = outboxDir ?? (await mkdtemp(path.join(os.tmpdir(), 'paylean-outbox-')));
  // Listening first: the links and the hosts it answers for follow from its address (port 0 picks one). No request
  // is taken before `route` below: nothing awaits in between. What a request throws is answered, not fatal.
  const server = createServer(answeringFailures((req, res) => route(req, res)));
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  const served = servedOrigins(host, actualPort, mail?.siteUrl);
  const links: PublicLinks = { site: served.linkOrigin, functions: `${served.linkOrigin}/functions/v1` };

  // Every form function with the same settings (origins, client address, salt, the leads webhook).
  const options: HandlerOptions = { ipHasher: nodeIpHasher, ownOrigins: served.origins, ...handler };
  const mailer = mail?.resend ?? outboxMailer(outbox, mail?.from ?? DEFAULT_MAIL_FROM);
  const functions: FormFunction[] = [
    createHandler(store, options),
    createApplicationHandler(store, files, options),
    createLeadHandler({ store, mailer, links, teamEmail: mail?.teamEmail, webinars: webinars && webinarCatalog(webinars) }, options),
  ];
  const [contactFunction, applicationFunction, leadFunction] = functions.map(toNodeHandler) as [NodeHandler, NodeHandler, NodeHandler];
  const route = localRouter(served.origins, staticSite(distDir), { contactFunction, applicationFunction, leadFunction });

  // What submissions still owe (a restart cut a delivery short, a receiver was down): now, and every minute.
  const drain = () =>
    Promise.all(functions.map((fn) => fn.effects.drain())).catch((error: unknown) =>
      console.error('Delivering what submissions owe failed:', errorSummary(error)),
    );
  void drain();
  const drainEvery = setInterval(() => void drain(), EFFECT_DRAIN_MS).unref();
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
    links,
    store,
    applications,
    uploadsDir: uploads,
    outboxDir: outbox,
    /** Resolves once the emails and webhooks of the submissions answered so far are delivered (tests). */
    idle: () => Promise.all(functions.map((fn) => fn.effects.idle())).then(() => {}),
    /** Delivers what is pending now rather than at the next minute (benchmarks). */
    drain,
    close: async () => {
      clearInterval(daily);
      clearInterval(drainEvery);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(functions.map((fn) => fn.effects.idle()));
    },
  };
}
