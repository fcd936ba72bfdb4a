// Cloudflare Turnstile in a build with TURNSTILE_SITE_KEY: every form holds its widget, and every page with one
// loads its script, which renders the check into the widget and puts the token in the form (the hidden input
// cf-turnstile-response) for the function to verify (supabase/functions/_shared/pipeline/turnstile.ts). Without a key,
// no page holds a widget or loads the script, and the CSP names no Cloudflare origin.

/** The build variable that holds the site key; not a secret, it is in every page with a form. */
export const SITE_KEY_VARIABLE = 'TURNSTILE_SITE_KEY';

/**
 * The script every page with a widget loads: the CSP allows this path of its origin (it redirects to a versioned
 * copy, which a browser checks by the origin alone after a redirect), and frames from the origin.
 */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
export const TURNSTILE_SCRIPT_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js`;

/**
 * The name the widget gives its token's hidden input, as the function reads it (TURNSTILE_FIELD in
 * supabase/functions/_shared/http/form-post.ts, which deploys without the site: tests/unit/turnstile-site.test.ts fails
 * while the two differ).
 */
export const TURNSTILE_FIELD = 'cf-turnstile-response';

const WIDGET_CLASS = 'cf-turnstile';

/** The site key the build names, or undefined; a value Cloudflare cannot have issued stops the build, naming the variable. */
export function turnstileSiteKey(env: Record<string, unknown>): string | undefined {
  const value = env[SITE_KEY_VARIABLE];
  const key = typeof value === 'string' ? value.trim() : '';
  if (!key) return undefined;
  if (!/^[\w-]+$/.test(key)) throw new Error(`${SITE_KEY_VARIABLE} is the widget's site key from Cloudflare (0x4AAAAAAA...), not ${key}`);
  return key;
}

/** The widget's element, which Cloudflare's script renders into. */
export const turnstileWidgetHtml = (siteKey: string) => `<div class="${WIDGET_CLASS}" data-sitekey="${siteKey}"></div>`;

/** The script's tag for the head of a page whose markup holds a widget; nothing for any other page. */
export const turnstileScriptFor = (markup: string) =>
  markup.includes(`class="${WIDGET_CLASS}"`) ? `<script src="${TURNSTILE_SCRIPT_URL}" async defer></script>` : '';

declare global {
  interface Window {
    /** What Cloudflare's script defines. */
    turnstile?: { reset(widget?: HTMLElement): void };
  }
}

/** A new token for the form's next send: a token is good for one check, so each answered send spends its own. */
export function resetTurnstile(form: HTMLFormElement) {
  const widget = form.querySelector<HTMLElement>(`.${WIDGET_CLASS}`);
  if (widget) window.turnstile?.reset(widget);
}
