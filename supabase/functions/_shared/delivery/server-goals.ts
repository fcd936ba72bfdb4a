import { analyticsUrl, type GoalEvent } from './analytics-goals.ts';
import { sitePath } from '../forms/attribution.ts';
import { originOf } from '../links.ts';

// A form posted without JavaScript reaches its goal on the server: the function sends the same event the
// browser would have sent to Plausible's Events API, after its answer. It carries the visitor's User-Agent and
// the client address the function already resolved (as X-Forwarded-For), which Plausible needs to count a
// visitor and never stores; the event itself holds only the goal list's own names.

/** Who the goal is counted for: the visitor's browser and address, and the page it was reached on. */
export interface GoalVisit {
  /** The page's path: the form's own field, else the Referer's path. */
  page: string;
  /** The request's Referer, for the page's utm_* tags. */
  referer: string | null;
  userAgent: string;
  /** The client address the function resolved (its trusted header, else the TCP peer); null when unknown. */
  clientAddress: string | null;
}

/** Sends one goal; resolves whatever happens (a failure is logged by its kind alone). */
export type GoalSender = (event: GoalEvent, visit: GoalVisit) => Promise<void>;

/** Longest wait for Plausible: the event goes out after the visitor's answer, so this holds up nothing they see. */
export const GOAL_TIMEOUT_MS = 2000;

export interface PlausibleSettings {
  /** The site's domain as Plausible knows it (PLAUSIBLE_DOMAIN). */
  domain: string;
  /** The Events API's address (PLAUSIBLE_EVENTS_URL), e.g. https://plausible.io/api/event. */
  eventsUrl: string;
  /** The site's origin the pages are on (SITE_URL); default https://<domain>. */
  site?: string;
  log?: (message: string) => void;
  fetch?: typeof fetch;
}

export function plausibleGoals({
  domain,
  eventsUrl,
  site = `https://${domain}`,
  log = console.error,
  fetch: send = fetch,
}: PlausibleSettings): GoalSender {
  return async (event, visit) => {
    try {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': visit.userAgent };
      if (visit.clientAddress) headers['X-Forwarded-For'] = visit.clientAddress;
      const url = goalPageUrl(site, visit.page, visit.referer);
      const body = { name: event.name, domain, url, ...(Object.keys(event.props).length > 0 && { props: event.props }) };
      const response = await send(eventsUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(GOAL_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) log(`analytics: the goal "${event.name}" was refused (status ${response.status})`);
    } catch (error) {
      const kind = error instanceof DOMException && error.name === 'TimeoutError' ? 'timed out' : 'could not be sent';
      log(`analytics: the goal "${event.name}" ${kind}`);
    }
  };
}

/**
 * The server's goals from the environment: PLAUSIBLE_DOMAIN and PLAUSIBLE_EVENTS_URL (an http(s) URL), both set,
 * or none are sent; pages are on SITE_URL's origin when it is set.
 */
export function goalsFromEnv(env: (name: string) => string | undefined, warn = console.warn): GoalSender | undefined {
  const domain = env('PLAUSIBLE_DOMAIN')?.trim();
  const eventsUrl = env('PLAUSIBLE_EVENTS_URL')?.trim();
  if (!domain && !eventsUrl) return undefined;
  if (!domain || !originOf(eventsUrl) || !/^https?:$/.test(new URL(eventsUrl!).protocol)) {
    warn('Analytics: PLAUSIBLE_DOMAIN and PLAUSIBLE_EVENTS_URL (an http(s) URL) go together; no goal is sent from the server.');
    return undefined;
  }
  return plausibleGoals({ domain, eventsUrl: eventsUrl!, site: originOf(env('SITE_URL')) });
}

/** A visitor who asked not to be tracked: Do Not Track, or Global Privacy Control. */
export const optedOut = (req: Request) => req.headers.get('dnt') === '1' || req.headers.get('sec-gpc') === '1';

/**
 * The URL of the page a plain post was sent from, on the site's origin, with the Referer's utm_* tags when it is that page, and nothing else of its query.
 * Whatever `page` holds, the URL is on the site: a page that is not a path on it counts as the home page.
 */
export function goalPageUrl(site: string, page: string, referer: string | null): string {
  const home = new URL('/', site);
  const path = sitePath(page);
  const url = URL.canParse(path, home) && new URL(path, home).origin === home.origin ? new URL(path, home) : home;
  const from = referer && URL.canParse(referer) ? new URL(referer) : undefined;
  if (from?.pathname === url.pathname) url.search = from.search;
  return analyticsUrl(url.href);
}
