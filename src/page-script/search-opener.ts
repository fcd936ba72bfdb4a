import { searchDialogIn } from '../../components/runtime/islands.ts';

/** The search dialog island's `open`, given the element focus returns to when it closes. */
export type OpenSearch = (opener: HTMLElement | null) => void;

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The header's Search link, ⌘K / Ctrl+K and `/` open the search dialog, whose code loads on first
 * use. The link is a plain link to /search: without JavaScript, or if the dialog's code cannot
 * load, it goes there.
 */
export function installSearchOpener(doc: Document, loadIsland: (island: HTMLElement) => Promise<unknown>): void {
  const open = (opener: Element | null, fallback: string) => {
    const island = searchDialogIn(doc);
    if (!island) return false;
    loadIsland(island).then(
      (openDialog) => (openDialog as OpenSearch)(opener instanceof HTMLElement ? opener : null),
      () => window.location.assign(fallback),
    );
    return true;
  };

  doc.addEventListener('keydown', (event) => {
    const commandK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
    const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !typing(event.target);
    if ((!commandK && !slash) || event.defaultPrevented || doc.querySelector('dialog[open]')) return;
    if (open(doc.activeElement, '/search')) event.preventDefault();
  });

  doc.addEventListener('click', (event) => {
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.defaultPrevented) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-search-link]') : null;
    if (link && open(link, link.href)) event.preventDefault();
  });
}
