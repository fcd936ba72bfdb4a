import { init, track } from '@plausible-analytics/tracker';
import type { GoalEvent } from '../../supabase/functions/_shared/delivery/analytics-goals.ts';
import { cleanPayload, optedOut } from './analytics-privacy.ts';

/** Set by the build from VITE_PLAUSIBLE_DOMAIN and VITE_PLAUSIBLE_ENDPOINT (build/prerender/page-script.ts). */
declare const __PLAUSIBLE__: { domain: string; endpoint: string };

/**
 * Counts the page with Plausible's tracker, unless the visitor asked not to be tracked (Do Not Track, Global
 * Privacy Control): its view once it is shown (a page the browser prerendered, or opened in a background tab,
 * is hidden until then), again when it is restored from the back/forward cache; the outbound links and
 * downloads followed from it; and the goals its islands report, those reported before this ran included.
 */
if (!optedOut(navigator)) {
  init({
    ...__PLAUSIBLE__,
    outboundLinks: true,
    fileDownloads: true,
    // The build's VITE_PLAUSIBLE_DOMAIN is the one switch: a build made with it counts wherever it is served,
    // a local copy or an automated browser included (the tracker skips both otherwise).
    captureOnLocalhost: true,
    transformRequest: cleanPayload,
  });
  const send = ({ name, props }: GoalEvent) => track(name, { props });
  const reached = (window.__goals as GoalEvent[] | undefined) ?? [];
  window.__goals = { push: send };
  reached.forEach(send);
}
