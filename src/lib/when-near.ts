/**
 * Calls `onNear` once, when the element comes within 300 px of the viewport or the visitor
 * points at or focuses into it. Returns a function that stops watching.
 */
export function whenNear(element: Element, onNear: () => void): () => void {
  if (!('IntersectionObserver' in window)) {
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
