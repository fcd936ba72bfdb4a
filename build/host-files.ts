import type { Redirect } from './content/redirects.ts';

/** The deployed editor's rules that go beside the redirects: its `_redirects` lines and its `vercel.json` rules. */
export interface EditorRedirects {
  redirects: string;
  vercel: Record<string, unknown>;
}

/** The redirects as Netlify's (and Cloudflare Pages') `_redirects` lines: permanent, 301. */
const netlifyRedirects = (redirects: Redirect[]) => redirects.map((r) => `${r.from}  ${r.to}  301\n`).join('');

/** The redirects as `vercel.json`'s: permanent, which Vercel answers with 308. */
const vercelRedirects = (redirects: Redirect[]) => redirects.map((r) => ({ source: r.from, destination: r.to, permanent: true }));

/**
 * The host rules files the build writes beside the site (file name -> text): the redirects, and the deployed editor's
 * rules when it has one. None when there is neither, so a host's own defaults apply.
 */
export function hostRuleFiles(redirects: Redirect[], editor?: EditorRedirects): Map<string, string> {
  if (!redirects.length && !editor) return new Map();
  const vercel = { ...(redirects.length && { redirects: vercelRedirects(redirects) }), ...editor?.vercel };
  return new Map([
    ['_redirects', netlifyRedirects(redirects) + (editor?.redirects ?? '')],
    ['vercel.json', `${JSON.stringify(vercel, null, 2)}\n`],
  ]);
}
