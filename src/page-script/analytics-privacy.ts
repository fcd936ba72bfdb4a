import type { PlausibleRequestPayload } from '@plausible-analytics/tracker';
import { analyticsUrl } from '../../supabase/functions/_shared/delivery/analytics-goals.ts';

/** Whether the visitor asked not to be tracked, by Do Not Track or Global Privacy Control. */
export const optedOut = (nav: Navigator & { globalPrivacyControl?: boolean }) =>
  nav.doNotTrack === '1' || nav.globalPrivacyControl === true;

/**
 * An event as it may leave the browser: its page, its referrer and a link it names (an outbound link, a
 * download) without their fragment and with no query but the `utm_*` tags.
 */
export function cleanPayload(payload: PlausibleRequestPayload): PlausibleRequestPayload {
  payload.u = analyticsUrl(payload.u);
  if (payload.r) payload.r = analyticsUrl(payload.r);
  if (payload.p?.url) payload.p.url = analyticsUrl(payload.p.url);
  return payload;
}
