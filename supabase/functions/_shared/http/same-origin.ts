/** What a request says of the page that sent it: its `Origin` and `Sec-Fetch-Site` headers, when the browser sent them. */
export interface RequestSource {
  origin: string | null;
  fetchSite: string | null;
}

export const sourceOf = (headers: Headers): RequestSource => ({ origin: headers.get('origin'), fetchSite: headers.get('sec-fetch-site') });

/**
 * Why a request to the editor's API does not come from the editor's own pages at `ownOrigin`, or undefined when it
 * does. Another origin (or `null`) in `Origin` is refused, and so is a browser's `Sec-Fetch-Site` other than
 * `same-origin` (another site, a sibling subdomain, an address typed in). A request that writes must also carry
 * `Origin`: browsers send it with every POST, so only a script outside a browser, or an old browser, omits it.
 */
export function crossOriginProblem(source: RequestSource, ownOrigin: string, writes: boolean): string | undefined {
  if (source.origin !== null && source.origin !== ownOrigin)
    return `Refused: this request comes from ${source.origin}, not from the editor at ${ownOrigin}.`;
  if (source.fetchSite !== null && source.fetchSite !== 'same-origin')
    return `Refused: this request was not sent by the editor's own page (Sec-Fetch-Site: ${source.fetchSite}).`;
  if (writes && source.origin === null)
    return `Refused: a request that writes must come from the editor at ${ownOrigin} (no Origin header).`;
  return undefined;
}
