import { createRoot } from 'react-dom/client';
import { goalEvent } from '@shared/delivery/analytics-goals';
import { reportGoal } from '../../components/runtime/report-goal.ts';
import { SearchDialog } from './SearchDialog.tsx';

/**
 * The search dialog has no prerendered HTML: the page's opener (the Search link, ⌘K / Ctrl+K, `/`)
 * loads this on first use, renders the dialog into its empty island and opens it, again on every
 * later opening. Each opening is a goal for analytics (never what is searched for).
 */
export default function startSearchDialog(element: HTMLElement) {
  const root = createRoot(element);
  let openCount = 0;
  return (opener: HTMLElement | null) => {
    root.render(<SearchDialog openCount={++openCount} opener={opener} />);
    if (import.meta.env.VITE_PLAUSIBLE_DOMAIN) reportGoal(goalEvent('searchOpen', { page: location.pathname }));
  };
}
