/**
 * Adds to `doc` the style tags of `from` it does not have yet (compared by their emotion ids):
 * markup taken from another prerendered page carries class names whose rules only that page's
 * head holds.
 */
export function adoptStyles(doc: Document, from: Document): void {
  const present = new Set([...doc.head.querySelectorAll('style[data-emotion]')].map((s) => s.getAttribute('data-emotion')));
  for (const style of from.head.querySelectorAll('style[data-emotion]')) {
    if (!present.has(style.getAttribute('data-emotion'))) doc.head.append(doc.importNode(style, true));
  }
}
