type Field = HTMLInputElement | HTMLTextAreaElement;

const nativeSetter = (el: Field, prop: 'value' | 'checked') =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), prop)!.set!;

/**
 * Replays what a visitor typed into prerendered fields before their widget hydrated: React
 * hydrates a controlled field without reading what is in it, so its state would disagree with
 * the screen. For each field that differs from its server value, React's change tracker is
 * given the server value (a plain assignment), the typed value is put back underneath it, and
 * the event React listens for is dispatched, so the widget's own onChange runs with it.
 */
function replayTypedInput(root: Element): void {
  for (const el of root.querySelectorAll<Field>('input, textarea')) {
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.checked === el.defaultChecked) continue;
      const typed = el.checked;
      el.checked = el.defaultChecked;
      nativeSetter(el, 'checked').call(el, typed);
      el.dispatchEvent(new Event('click', { bubbles: true }));
    } else if (el.value !== el.defaultValue && el.type !== 'hidden') {
      const typed = el.value;
      el.value = el.defaultValue;
      nativeSetter(el, 'value').call(el, typed);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

const waiting = new Set<Element>();
const earlyClicks = new WeakMap<Element, HTMLButtonElement>();

// On the document, in the capture phase: React stops clicks aimed at parts it has not hydrated
// from reaching listeners below its root.
function recordClick(event: Event) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  const island = button?.closest('[data-island]');
  if (button && island && waiting.has(island)) earlyClicks.set(island, button);
}

/**
 * Until the island hydrates, remembers the last button a visitor clicked (or pressed Enter or
 * Space on) inside it: without its code, the click did nothing.
 */
export function recordEarlyClicks(island: Element): void {
  if (waiting.size === 0) document.addEventListener('click', recordClick, { capture: true });
  waiting.add(island);
}

/** Once an island has hydrated: hands it what was typed, then the click it missed. */
export function replayEarlyInput(island: Element): void {
  if (!waiting.delete(island)) return;
  if (waiting.size === 0) document.removeEventListener('click', recordClick, { capture: true });
  replayTypedInput(island);
  const button = earlyClicks.get(island);
  earlyClicks.delete(island);
  if (button?.isConnected) button.click();
}
