import { SOURCE_KEY } from '@shared/forms/attribution-fields';
import { isPageOf } from './referrer.ts';

/**
 * Where the visit came from, for every lead: the first page's utm_source, utm_medium and utm_campaign and
 * its external referrer, kept in sessionStorage (never a cookie) for the rest of the visit, and the page a
 * form is sent from. Before any submit (capture phase, before an island's own listener and before a held
 * early post), a form's hidden `data-attribution` inputs get these values, so the plain post carries them
 * as well as the island's JSON. Without JavaScript the function takes the page and its utm_* tags from the Referer.
 */

type Source = Record<string, string>;

/** The visit's source as its first page sees it: UTM tags from the address, a referrer from another site. */
export function visitSource(href: string, referrer: string): Source {
  const url = new URL(href);
  const source: Source = {};
  for (const tag of ['source', 'medium', 'campaign']) {
    const value = url.searchParams.get(`utm_${tag}`);
    if (value) source[`utm${tag[0]!.toUpperCase()}${tag.slice(1)}`] = value.slice(0, 200);
  }
  if (referrer && !isPageOf(referrer, url.origin)) source.referrer = referrer.slice(0, 2000);
  return source;
}

/**
 * Fills the forms' attribution inputs on every submit, and keeps the visit's source for its next pages. A page
 * with a source of its own (utm_* tags, another site's referrer: a visit's landing page) stores it at once, as
 * the visitor may leave it before it paints; storage being a synchronous call to the browser, other pages wait
 * for the returned function (called after the first paint) or for `pagehide`. A prerendered page stores it again
 * when shown, as the browser drops what it stored while hidden. A submit before any of these reads it at once.
 */
export function installAttribution(
  doc: Document,
  storage: () => Storage | undefined = safeStorage,
  location: Pick<Location, 'href' | 'pathname'> = doc.location,
  win: Pick<Window, 'addEventListener'> = window,
): () => void {
  let source: Source | undefined;
  const read = (): Source => (source ??= keptSource(storage, location.href, doc.referrer));
  const keep = () => void read();
  if (Object.keys(visitSource(location.href, doc.referrer)).length) keep();
  doc.addEventListener('prerenderingchange', () => {
    source = undefined;
    keep();
  });
  win.addEventListener('pagehide', keep);
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      for (const input of form.querySelectorAll<HTMLInputElement>('input[data-attribution]')) {
        const key = input.dataset.attribution!;
        input.value = key === 'page' ? location.pathname : (read()[key] ?? '');
      }
    },
    true,
  );
  return keep;
}

/** The source kept for this visit, or on its first page the one this page sees, kept for the next ones. */
function keptSource(storage: () => Storage | undefined, href: string, referrer: string): Source {
  try {
    const store = storage();
    const kept = store?.getItem(SOURCE_KEY);
    if (kept) return JSON.parse(kept) as Source;
    const source = visitSource(href, referrer);
    store?.setItem(SOURCE_KEY, JSON.stringify(source));
    return source;
  } catch {
    return visitSource(href, referrer);
  }
}

/** sessionStorage, or nothing where the browser refuses it (storage off, a sandboxed frame). */
function safeStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
