/** The URL's fragment as an id ('' when there is none or it is malformed). */
const hashId = (hash: string) => {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
};

/**
 * A link to a heading inside a `<summary>` (an FAQ question, from a search result) opens its
 * `<details>`, on arrival and on a later #fragment. The browser opens a closed `<details>` only for
 * targets inside its hidden content, and a summary is never hidden.
 */
export function openLinkedDetails(win: Window): void {
  const open = () => {
    const id = hashId(win.location.hash);
    const details = id ? win.document.getElementById(id)?.closest('summary')?.parentElement : null;
    if (details instanceof HTMLDetailsElement) details.open = true;
  };
  if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', open, { once: true });
  else open();
  win.addEventListener('hashchange', open);
}

/**
 * Choosing a link in an open popover (the phone menu) closes it. A link to another page closes it
 * anyway; one to a section of this page would otherwise leave it open over the section.
 */
export function closePopoverOnLink(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const popover = event.target instanceof Element ? event.target.closest('a[href]')?.closest<HTMLElement>('[popover]') : null;
    if (popover?.matches(':popover-open')) popover.hidePopover();
  });
}
