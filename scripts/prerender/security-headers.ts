import { createHash } from 'node:crypto';

interface Options {
  /** Inline scripts the pages carry (the boot script): allowed by hash, nothing else inline. */
  inlineScripts: string[];
  /** Extra URLs the browser may call (the Supabase project, the webhook, the analytics endpoint); a path is the site's own. */
  connectUrls: (string | undefined)[];
  /** Where forms may post besides the site: the Supabase project (the contact form without JavaScript). */
  formUrls?: (string | undefined)[];
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

export function contentSecurityPolicy({ inlineScripts, connectUrls, formUrls = [] }: Options): string {
  const origins = (urls: (string | undefined)[]) => [...new Set(urls.map(origin).filter(Boolean))];
  const connect = origins(connectUrls);
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': Pagefind's search runs as WebAssembly (it allows compiling Wasm, not eval()).
    `script-src 'self' 'wasm-unsafe-eval' ${inlineScripts.map(sha256).join(' ')}`,
    // Emotion writes <style> elements at runtime.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // Fonts and calls to the site itself fall under default-src; every byte here is in every response's headers.
    ...(connect.length ? [`connect-src ${["'self'", ...connect].join(' ')}`] : []),
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
