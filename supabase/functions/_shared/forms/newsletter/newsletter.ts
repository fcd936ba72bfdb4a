import type { Deliver } from '../../delivery/effects.ts';
import type { Email, Mailer } from '../../delivery/mail.ts';
import { readLimited, TooLarge } from '../../http/read-body.ts';
import type { NewsletterStore } from '../../db/store.ts';

// The newsletter's double opt-in and one-click unsubscribe. The confirmation email links to a page with a
// Confirm button (a POST), so a mail scanner that opens the link confirms nothing; every email carries
// List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), and a POST to that address unsubscribes.

/** A random token for a link: 32 bytes, base64url. Only its hash is stored. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** The stored form of a token: its SHA-256, hex. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where a newsletter link goes: the submit-form function's confirm or unsubscribe page, the token in the query. */
export const newsletterLink = (functionsUrl: string, action: 'confirm' | 'unsubscribe', token: string) =>
  `${functionsUrl}/submit-form/newsletter/${action}?token=${encodeURIComponent(token)}`;

/** The confirmation email. Its links carry the tokens: it names no `link` for a log to print. */
export function confirmationEmail(to: string, confirmUrl: string, unsubscribeUrl: string): Email {
  return {
    to,
    subject: 'Confirm your subscription to the PayLean newsletter',
    text:
      'Please confirm that you want to receive the PayLean newsletter: open this link and press Confirm.\n\n' +
      `${confirmUrl}\n\n` +
      'If you did not ask for it, ignore this email: without your confirmation you will get nothing more from us, ' +
      'and the address is deleted after 7 days.\n\n' +
      `Unsubscribe: ${unsubscribeUrl}\n`,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * Delivers a due confirmation (an effect queued by subscribe_newsletter): new tokens, their hashes stored in place
 * of the address's (unless it no longer waits for one), then the email with the links of the configured function
 * address. A delivery tried again makes new tokens, so its email has its own key.
 */
export function confirmationDeliverer(store: NewsletterStore, mailer: Mailer, functionsUrl: string): Deliver {
  return async (payload, effect) => {
    const { email } = payload as { email: string };
    const [confirm, unsubscribe] = [newToken(), newToken()];
    const due = await store.renewConfirmation(email, {
      confirmHash: await tokenHash(confirm),
      unsubscribeHash: await tokenHash(unsubscribe),
    });
    if (!due) return;
    const links = (token: string, action: 'confirm' | 'unsubscribe') => newsletterLink(functionsUrl, action, token);
    await mailer.send(
      confirmationEmail(email, links(confirm, 'confirm'), links(unsubscribe, 'unsubscribe')),
      `${effect.id}.${effect.attempts}`,
    );
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The function's own page for a link: one sentence and one button that POSTs the token. Works without JavaScript. */
function buttonPage(title: string, text: string, button: string, token: string): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · PayLean</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;color:#0f172a;max-width:32rem;margin:4rem auto;padding:0 1rem}
button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.5rem;padding:.75rem 1.25rem;cursor:pointer}
button:focus-visible{outline:3px solid #ea580c;outline-offset:2px}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
<form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(button)}</button></form>
</main></body></html>`;
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    },
  });
}

const redirect = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/** The button's body and a mailbox provider's one-click body fit in a few hundred bytes. */
const LINK_MAX_BODY_BYTES = 4096;

/** A POST's form fields (the button's token, or a mailbox provider's `List-Unsubscribe=One-Click`). */
async function postedFields(req: Request): Promise<URLSearchParams | typeof TooLarge> {
  if (req.method !== 'POST') return new URLSearchParams();
  const bytes = await readLimited(req, LINK_MAX_BODY_BYTES).catch(() => new Uint8Array());
  return bytes === TooLarge ? TooLarge : new URLSearchParams(new TextDecoder().decode(bytes));
}

export interface NewsletterPages {
  confirmed: string;
  expired: string;
  unsubscribed: string;
}

/**
 * /newsletter/confirm and /newsletter/unsubscribe. A GET answers the page with the button and changes nothing;
 * the button's POST confirms (or unsubscribes) and goes on to the site's page saying so. A one-click POST
 * (`List-Unsubscribe=One-Click`, from a mailbox provider) is answered 200 with no redirect.
 */
export async function handleNewsletterLink(
  req: Request,
  action: 'confirm' | 'unsubscribe',
  { store, siteUrl, pages }: { store: NewsletterStore; siteUrl: string; pages: NewsletterPages },
): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'POST') {
    return new Response('Method not allowed.', {
      status: 405,
      headers: { Allow: 'GET, POST', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const posted = await postedFields(req);
  if (posted === TooLarge) {
    return new Response(JSON.stringify({ error: `The request is larger than ${LINK_MAX_BODY_BYTES / 1024} KB.` }), {
      status: 413,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
  }
  const oneClick = posted.get('List-Unsubscribe') === 'One-Click';
  const token = (new URL(req.url).searchParams.get('token') ?? posted.get('token') ?? '').slice(0, 200);
  if (req.method === 'GET') {
    return action === 'confirm'
      ? buttonPage('Confirm your subscription', 'Press Confirm to receive the PayLean newsletter.', 'Confirm', token)
      : buttonPage('Unsubscribe', 'Press Unsubscribe to stop receiving the PayLean newsletter.', 'Unsubscribe', token);
  }
  const hash = await tokenHash(token);
  const done = token !== '' && (action === 'confirm' ? await store.confirmSubscription(hash) : await store.unsubscribe(hash));
  if (oneClick && action === 'unsubscribe') {
    return new Response(done ? 'Unsubscribed.' : 'This link is not valid.', {
      status: done ? 200 : 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const page = action === 'unsubscribe' ? (done ? pages.unsubscribed : pages.expired) : done ? pages.confirmed : pages.expired;
  return redirect(new URL(page, siteUrl).href);
}
