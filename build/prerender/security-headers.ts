import { createHash } from 'node:crypto';
import type { ChatSources } from '../../components/chat/chat-provider.ts';
import { TURNSTILE_ORIGIN, TURNSTILE_SCRIPT_URL } from '../../components/turnstile/turnstile.ts';

interface Options {
  /** Inline scripts the pages carry (the boot script): allowed by hash, nothing else inline. */
  inlineScripts: string[];
  /** Extra URLs the browser may call (the Supabase project, the webhook, the analytics endpoint); a path is the site's own. */
  connectUrls: (string | undefined)[];
  /** Where forms may post besides the site: the Supabase project (the contact form without JavaScript). */
  formUrls?: (string | undefined)[];
  /** What the chat the build configures needs (components/chat/), by directive; none without one. */
  chat?: ChatSources;
  /** A build with Turnstile's site key: its script (by its path) and its frames; nothing without one. */
  turnstile?: boolean;
}

const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
const origin = (url: string | undefined) => {
  if (/^\/(?!\/)/.test(url ?? '')) return undefined; // a path: the site's own origin, 'self'
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    throw new Error(`Not a URL: ${url}`);
  }
};

/**
 * A script's URL as a source with its path, which allows that file and no other of its origin (a path that does
 * not end in `/` matches itself only; after a redirect the browser checks the origin alone). A query or fragment
 * would be dropped, so such a URL is refused rather than allowed by a path it does not name; `;` and `,`, which
 * would end the source, and anything else a CSP path cannot hold are percent-encoded.
 */
function scriptSource(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password || parsed.search || parsed.hash) {
    throw new Error(`Not a script's http(s) URL without a query: ${url}`);
  }
  const path = parsed.pathname.replace(/[^\w\-.~!$&'()*+=:@/%]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `${parsed.origin}${path}`;
}

export function contentSecurityPolicy({ inlineScripts, connectUrls, formUrls = [], chat, turnstile = false }: Options): string {
  const origins = (urls: (string | undefined)[]) => [...new Set(urls.map(origin).filter(Boolean))];
  // A WebSocket origin (the chat's live updates) is kept as it is: URL gives no origin for ws: and wss:.
  const connect = [...new Set([...origins(connectUrls), ...(chat?.connect ?? [])])];
  const scripts = [...(chat?.script ?? []), ...(turnstile ? [TURNSTILE_SCRIPT_URL] : [])].map(scriptSource);
  const frames = [...(chat?.frame ?? []), ...(turnstile ? [TURNSTILE_ORIGIN] : [])];
  const extra = (sources: string[] | undefined) => (sources?.length ? ` ${sources.join(' ')}` : '');
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': Pagefind's search runs as WebAssembly (it allows compiling Wasm, not eval()).
    `script-src 'self' 'wasm-unsafe-eval' ${inlineScripts.map(sha256).join(' ')}${extra(scripts)}`,
    // Emotion writes <style> elements at runtime.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra(chat?.img)}`,
    // Fonts and calls to the site itself fall under default-src; every byte here is in every response's headers.
    ...(connect.length ? [`connect-src ${["'self'", ...connect].join(' ')}`] : []),
    // The chat's widget and Turnstile's check are frames from their own origins; without either, frames fall under default-src.
    ...(frames.length ? [`frame-src 'self'${extra(frames)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...origins(formUrls)].join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The `_headers` file Netlify and Cloudflare Pages read; the local server applies it too. No
 * X-Frame-Options: the CSP's frame-ancestors supersedes it in every browser the site supports, and
 * every header travels with the home page's first round trip.
 */
export function headersFile(csp: string): string {
  return `/*
  Content-Security-Policy: ${csp}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()
  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload
  Cross-Origin-Opener-Policy: same-origin
/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
}
