import { turnstileSiteKey, turnstileWidgetHtml } from './turnstile.ts';

/**
 * Cloudflare Turnstile's check, for a form, in a build with TURNSTILE_SITE_KEY; nothing without one. Cloudflare's
 * script fills the element with its frame and the token's hidden input, before or after an island hydrates: as
 * inner HTML, the element is one React neither hydrates nor re-renders. An island's component places it as
 * `{...(import.meta.env.TURNSTILE_SITE_KEY ? [<TurnstileWidget key="turnstile" />] : [])}`, which a build without
 * a key compiles away, so the island's code is then what it was without it.
 */
export function TurnstileWidget() {
  const siteKey = turnstileSiteKey(import.meta.env);
  return siteKey ? <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: turnstileWidgetHtml(siteKey) }} /> : null;
}
