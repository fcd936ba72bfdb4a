import { EDITOR_API_PATH, EDITOR_PATH } from './vite-plugin.ts';

/**
 * The built editor's Content-Security-Policy (GitHub mode). Its browser code calls GitHub itself: the REST and
 * GraphQL API, and a public repository's files on raw.githubusercontent.com; it shows the writer's GitHub avatar
 * and the repository's pictures as blob: URLs. The page holds a token that can write to the repository, so nothing
 * else may load or run: no inline script, no other origin (the Google Fonts stylesheet Keystatic asks for is refused,
 * and its system font shows instead).
 */
export const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Keystatic's UI writes its styles at runtime (Emotion).
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "connect-src 'self' https://api.github.com https://raw.githubusercontent.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The same policy for the page's own <meta> tag, which cannot carry frame-ancestors (browsers warn and ignore it). */
export const EDITOR_META_CSP = EDITOR_CSP.split('; ')
  .filter((directive) => !directive.startsWith('frame-ancestors'))
  .join('; ');

/** The keystatic Edge Function of the Supabase project at `supabaseUrl`. */
export const editorFunctionUrl = (supabaseUrl: string) => new URL('/functions/v1/keystatic', supabaseUrl).href;

/**
 * The `_headers` rule of the editor's pages (Netlify, Cloudflare Pages, `npm start`), after the site's `/*` rule:
 * its own CSP instead of the site's (`!` detaches the site's on Cloudflare, where matching rules' values are joined;
 * Netlify skips that line and serves the later rule's value), and noindex.
 */
export const editorHeaders = () => `${EDITOR_PATH}/*
  ! Content-Security-Policy
  Content-Security-Policy: ${EDITOR_CSP}
  X-Robots-Tag: noindex
`;

/**
 * Netlify's `_redirects`: the editor's sign-in routes proxied (200) to the function, so its cookies are the site's,
 * and every editor address answered by the editor's page, whose code routes it. Cloudflare Pages reads the same file
 * but proxies to its own origin only: there the first line needs a Pages Function (docs/writing.md).
 */
export const editorRedirects = (functionUrl: string) => `${EDITOR_API_PATH}/*  ${functionUrl}/:splat  200
${EDITOR_PATH}/*  ${EDITOR_PATH}/index.html  200
`;

/** Vercel's `vercel.json` rules for the same: its rewrites and headers. */
export const editorVercelRules = (functionUrl: string) => ({
  rewrites: [
    { source: `${EDITOR_API_PATH}/:path*`, destination: `${functionUrl}/:path*` },
    { source: `${EDITOR_PATH}/:path*`, destination: `${EDITOR_PATH}/index.html` },
  ],
  headers: [
    {
      source: `${EDITOR_PATH}/:path*`,
      headers: [
        { key: 'Content-Security-Policy', value: EDITOR_CSP },
        { key: 'X-Robots-Tag', value: 'noindex' },
      ],
    },
  ],
});
