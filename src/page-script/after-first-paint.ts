/**
 * Runs `start` once the page is parsed and the browser has reported its first contentful paint,
 * so no island's code competes with the prerendered page before it is on screen. A page that
 * never paints (a hidden tab), or a browser that does not report paints, starts after 3 s.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const whenParsed = () => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(once);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(once, 3000);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  else whenParsed();
}
