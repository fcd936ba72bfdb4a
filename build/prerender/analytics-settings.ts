/** Plausible's own events endpoint, where events go unless VITE_PLAUSIBLE_ENDPOINT says otherwise. */
export const PLAUSIBLE_EVENTS_URL = 'https://plausible.io/api/event';

export interface AnalyticsSettings {
  /** The site's domain as Plausible knows it. */
  domain: string;
  /** Where the browser posts events: an absolute URL, or a path on the site's own origin that the host proxies. */
  endpoint: string;
}

/**
 * The build's analytics, from VITE_PLAUSIBLE_DOMAIN and VITE_PLAUSIBLE_ENDPOINT; none without a domain. A value
 * Plausible could not use stops the build, naming the variable.
 */
export function analyticsSettings(env: Record<string, string | undefined>): AnalyticsSettings | undefined {
  const domain = env.VITE_PLAUSIBLE_DOMAIN?.trim();
  if (!domain) return undefined;
  if (!/^[^\s/:]+$/.test(domain)) {
    throw new Error(`VITE_PLAUSIBLE_DOMAIN is the site's domain as Plausible knows it (e.g. paylean.example), not ${domain}`);
  }
  const endpoint = env.VITE_PLAUSIBLE_ENDPOINT?.trim() || PLAUSIBLE_EVENTS_URL;
  const sameOrigin = endpoint.startsWith('/') && !endpoint.startsWith('//');
  if (!sameOrigin && !/^https?:$/.test(URL.parse(endpoint)?.protocol ?? '')) {
    throw new Error(`VITE_PLAUSIBLE_ENDPOINT is an http(s) URL or a path on the site such as /api/event, not ${endpoint}`);
  }
  return { domain, endpoint };
}
