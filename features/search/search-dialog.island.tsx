import { createRoot } from 'react-dom/client';
import { SearchDialog } from './SearchDialog.tsx';

/**
 * The search dialog has no prerendered HTML: the page's opener (the Search link, ⌘K / Ctrl+K, `/`)
 * loads this on first use, renders the dialog into its empty island and opens it, again on every
 * later opening.
 */
export default function startSearchDialog(element: HTMLElement) {
  const root = createRoot(element);
  let openCount = 0;
  return (opener: HTMLElement | null) => root.render(<SearchDialog openCount={++openCount} opener={opener} />);
}
