import { existsSync, readFileSync } from 'node:fs';

/** An exact address's redirect of a `_redirects` file: where to, and its status. */
interface Target {
  to: string;
  status: number;
}

const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);
const normal = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The redirects of a Netlify/Cloudflare `_redirects` file (`/old  /new  301`), by address, with or without its
 * trailing slash as those hosts match them. Rewrites (200) and rules with a wildcard or a placeholder are the host's
 * business (the deployed editor's), not a local server's.
 */
function parseRedirectsFile(text: string): Map<string, Target> {
  const redirects = new Map<string, Target>();
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status = '301'] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#') || /[*:]/.test(from) || !REDIRECT_STATUS.has(Number(status))) continue;
    if (!redirects.has(normal(from))) redirects.set(normal(from), { to, status: Number(status) });
  }
  return redirects;
}

/** The redirects of dist/_redirects, when the build wrote one. */
export const loadRedirectsFile = (file: string) => parseRedirectsFile(existsSync(file) ? readFileSync(file, 'utf8') : '');

/** Where a request for `pathname` (with its `search`) is sent, as the host would: undefined when it is not redirected. */
export function redirectFor(redirects: Map<string, Target>, pathname: string, search: string): Target | undefined {
  const target = redirects.get(normal(pathname));
  if (!target) return undefined;
  return { status: target.status, to: search && !target.to.includes('?') ? `${target.to}${search}` : target.to };
}
