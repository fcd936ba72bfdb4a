import { createRoot, type Root } from 'react-dom/client';
import { SearchDialog } from './SearchDialog.tsx';

let root: Root | undefined;
let openCount = 0;

/** Opens the search dialog (a React root of its own beside the page's), creating it on first use. */
export function openSearch(opener: HTMLElement | null): void {
  if (!root) {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  }
  root.render(<SearchDialog openCount={++openCount} opener={opener} />);
}
