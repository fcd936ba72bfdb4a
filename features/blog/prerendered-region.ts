/**
 * A post's body is plain prerendered HTML: the browser bundle does not carry it (see
 * scripts/vite/blog-posts.ts). These read it from the page the visitor landed on, or fetch it
 * from the post's prerendered page after a client-side navigation.
 */

/** The region's HTML if the document holds it for this route (the page was loaded here). */
export function regionInDocument(doc: Document, id: string, route: string): string | undefined {
  const element = doc.getElementById(id);
  return element?.getAttribute('data-route') === route ? element.innerHTML : undefined;
}

/**
 * The region's HTML from a whole prerendered page, and that page's style tags: the region's
 * elements carry emotion class names whose rules only that page's head holds.
 */
export function regionFromPage(pageHtml: string, id: string, route: string): { html: string; styles: HTMLStyleElement[] } | undefined {
  const doc = new DOMParser().parseFromString(pageHtml, 'text/html');
  const html = regionInDocument(doc, id, route);
  if (html === undefined) return undefined;
  return { html, styles: [...doc.head.querySelectorAll<HTMLStyleElement>('style[data-emotion]')] };
}

/** Adds the style tags the document does not have yet (compared by their emotion ids). */
export function adoptStyles(doc: Document, styles: HTMLStyleElement[]) {
  const present = new Set([...doc.head.querySelectorAll('style[data-emotion]')].map((s) => s.getAttribute('data-emotion')));
  for (const style of styles) if (!present.has(style.getAttribute('data-emotion'))) doc.head.append(doc.importNode(style, true));
}

export async function fetchRegion(route: string, id: string): Promise<string | undefined> {
  const response = await fetch(route, { headers: { accept: 'text/html' } });
  if (!response.ok) return undefined;
  const region = regionFromPage(await response.text(), id, route);
  if (region) adoptStyles(document, region.styles);
  return region?.html;
}

/** A same-site, root-relative link clicked without a modifier: the router can take it. */
export function routerHref(event: {
  target: EventTarget | null;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  button: number;
}) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return undefined;
  const anchor = (event.target as Element | null)?.closest?.('a');
  const href = anchor?.getAttribute('href');
  return href && href.startsWith('/') && !href.startsWith('//') && !anchor?.target ? href : undefined;
}
