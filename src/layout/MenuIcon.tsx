/**
 * The menu toggle's icon, inline so the header needs no icon library at start. It shows a cross
 * while the menu that follows the toggle is open (CSS only, so it is right before hydration too).
 */
export function MenuIcon() {
  return (
    <svg aria-hidden width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path data-when="closed" d="M4 6h16M4 12h16M4 18h16" />
      <path data-when="open" d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}
