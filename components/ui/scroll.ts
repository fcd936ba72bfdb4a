/** Delay between navigating home and scrolling to a section (product spec, section 9). */
export const SCROLL_DELAY_MS = 100;

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Smooth-scrolls to the element with this id and moves focus there for keyboard users. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Scrolls after the delay; if the target is not rendered yet (the next page may still be
 * loading), keeps trying on animation frames for up to three seconds.
 */
export function scrollToSectionSoon(id: string, delay = SCROLL_DELAY_MS): void {
  const deadline = Date.now() + delay + 3000;
  const attempt = () => {
    if (!scrollToSection(id) && Date.now() < deadline) requestAnimationFrame(attempt);
  };
  setTimeout(attempt, delay);
}
