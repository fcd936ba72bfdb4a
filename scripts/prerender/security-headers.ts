import { createHash } from 'node:crypto';
import { SPECULATION_RULES_PATH } from './speculation-rules.ts';

interface Options {
  /** Inline scripts the pages carry (the boot script): allowed by hash, nothing else inline. */
  inlineScripts: string[];
  /** Extra origins the browser may call: the Supabase project and the webhook, when configured. */
  connectUrls: (string | undefined)[];
  /** Where forms may post besides the site: the Supabase project (the contact form without JavaScript). */
  formUrls?: (string | undefined)[];
}

const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
const origin = (url: string | undefined) => {
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
    "font-src 'self'",
    `connect-src ${["'self'", ...connect].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...origins(formUrls)].join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The `_headers` file Netlify and Cloudflare Pages read; the local server applies it too. */
export function headersFile(csp: string): string {
  return `/*
  Content-Security-Policy: ${csp}
  Speculation-Rules: "${SPECULATION_RULES_PATH}"
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()
  X-Frame-Options: DENY
  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload
  Cross-Origin-Opener-Policy: same-origin
${SPECULATION_RULES_PATH}
  Content-Type: application/speculationrules+json
/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
}
