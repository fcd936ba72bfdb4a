import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../pages.ts';

/** An old address sent on for good to a page: one entry of content/redirects.json. */
export interface Redirect {
  from: string;
  to: string;
}

export const REDIRECTS_FILE = 'content/redirects.json';

/** The redirects of a content/redirects.json text (the file as it is, by default); none when it is not a list of them. */
export function parseRedirects(text = readFileSync(path.join(root, REDIRECTS_FILE), 'utf8')): Redirect[] {
  try {
    const { redirects } = JSON.parse(text) as { redirects?: unknown };
    return Array.isArray(redirects) ? redirects.filter((r): r is Redirect => typeof r?.from === 'string' && typeof r?.to === 'string') : [];
  } catch {
    return [];
  }
}

/** '/lp/offer/' -> '/lp/offer', '/about#team' -> '/about': the route an address is, as the route table names it. */
export const routeOf = (address: string) => {
  const pathname = address.split(/[?#]/)[0] || '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
};

/**
 * What the build and the editor's save refuse in the redirects, one line each naming the entry: a redirect from the
 * address of a live page (it would hide the page), one from an address already redirected, one to an address that is
 * no page, a loop, and a chain (a redirect to an address that is itself redirected: each visitor would pay two hops).
 */
export function redirectProblems(redirects: Redirect[], livePaths: ReadonlySet<string>, file = REDIRECTS_FILE): string[] {
  const byFrom = new Map<string, Redirect>();
  for (const redirect of redirects) if (!byFrom.has(routeOf(redirect.from))) byFrom.set(routeOf(redirect.from), redirect);
  return redirects.flatMap((redirect, i) => {
    const at = `${file}: redirects.${i}`;
    const from = routeOf(redirect.from);
    const target = routeOf(redirect.to);
    if (byFrom.get(from) !== redirect) return [`${at}.from: "${redirect.from}" is redirected already, by an earlier entry`];
    if (livePaths.has(from))
      return [`${at}.from: "${redirect.from}" is the address of a live page: remove the page first, or its visitors never reach it`];
    const next = byFrom.get(target);
    if (target === from || next) {
      const seen = [from];
      let hop = target;
      while (byFrom.has(hop) && !seen.includes(hop)) {
        seen.push(hop);
        hop = routeOf(byFrom.get(hop)!.to);
      }
      if (seen.includes(hop)) return [`${at}: ${[...seen, hop].map((p) => `"${p}"`).join(' → ')} is a loop: no page is ever reached`];
      return [`${at}.to: "${redirect.to}" is itself redirected (a chain): point "${redirect.from}" at "${hop}" instead`];
    }
    return livePaths.has(target) ? [] : [`${at}.to: "${redirect.to}" is the address of no page`];
  });
}
