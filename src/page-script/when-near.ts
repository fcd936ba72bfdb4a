/** True when the visitor has already typed or ticked in the element's prerendered fields, or is in one now. */
export function reachedBefore(element: Element): boolean {
  if (element.contains(document.activeElement)) return true;
  return [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some((field) =>
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue,
  );
}

/**
 * Calls `onNear` once, when the element comes within 300 px of the viewport or the visitor
 * points at or focuses into it, or at once if the visitor used it before this code arrived (they
 * may have scrolled on since). Returns a function that stops watching.
 */
export function whenNear(element: Element, onNear: () => void): () => void {
  if (!('IntersectionObserver' in window) || reachedBefore(element)) {
    onNear();
    return () => {};
  }
  const intents = ['pointerenter', 'pointerdown', 'focusin', 'touchstart'] as const;
  const stop = () => {
    observer.disconnect();
    for (const type of intents) element.removeEventListener(type, done);
  };
  const done = () => {
    stop();
    onNear();
  };
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
    rootMargin: '300px 0px',
  });
  observer.observe(element);
  for (const type of intents) element.addEventListener(type, done, { passive: true });
  return stop;
}
