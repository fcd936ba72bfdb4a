/**
 * Loaded once the page has hydrated (a small chunk, not start-up JS): the Search link, ⌘K/Ctrl+K and
 * `/` open the search dialog, whose code loads on first use. Until then the Search link is a plain
 * link to /search, which works on its own.
 */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const openDialog = (opener: Element | null) =>
  import('./open-search.tsx').then(({ openSearch }) => openSearch(opener instanceof HTMLElement ? opener : null));

document.addEventListener('keydown', (event) => {
  const commandK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
  const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !typing(event.target);
  if ((!commandK && !slash) || event.defaultPrevented || document.querySelector('dialog[open]')) return;
  event.preventDefault();
  void openDialog(document.activeElement);
});

document.addEventListener('click', (event) => {
  if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.defaultPrevented) return;
  const link = event.target instanceof Element ? event.target.closest('a[data-search-link]') : null;
  if (!link) return;
  event.preventDefault();
  void openDialog(link);
});

export {};
