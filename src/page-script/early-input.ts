import { isLive, markLive, waitingIslandOf } from '../../components/runtime/islands.ts';

/**
 * Early input: what a visitor does before a widget's code has hydrated is not lost, from first paint.
 *
 * Two halves, both in the page script (./index.ts), which runs inline before #root. `installEarlyInput`
 * listens from the first paint, long before any island's code arrives; `replayEarlyInput` runs when
 * an island has started (./island-loader.ts).
 *
 * The inline half, on the document in the capture phase:
 * - a field marked data-digits-only (the phone number) takes digits only, at every moment: typed,
 *   pasted or inserted at once by an input method, '(555) 123-4567' becomes '5551234567', so its
 *   maxlength (the country's digit count) never cuts a number short. After hydration the same
 *   filter hands React the digits through the event its onChange listens for;
 * - a click on a button inside a waiting island (one not yet live) is remembered, the
 *   last one per island, and replayed once it hydrates. Native controls that already work (links,
 *   <summary>, submit buttons, whose submit is handled below) are left alone, so nothing toggles twice;
 * - a form submitted inside a waiting island is held (so it never navigates, and never with its
 *   fields in a URL) and submitted through the app once it hydrates; if the app has not come
 *   within HOLD_SUBMIT_MS (its code failed to load), the form goes out as the plain POST it is.
 */

interface EarlyInputApi {
  /** Called once an island is live: marks it, then replays the click or submit it missed. */
  hydrated(island: Element): void;
  /**
   * What the visitor last made this field hold (by typing, pasting, autofill or a click) while its island was
   * waiting: its value, or for a checkbox whether it is checked. Undefined for a field the visitor did not
   * change: a value the browser restored on reload fires no event.
   */
  typed(field: Element): string | boolean | undefined;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInputApi;
  }
}

export const HOLD_SUBMIT_MS = 10_000;

type Field = HTMLInputElement | HTMLTextAreaElement;

const setValue = (el: Field, value: string) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!.call(el, value);

export function installEarlyInput(doc: Document, holdMs: number = HOLD_SUBMIT_MS): EarlyInputApi {
  const clicks = new Map<Element, HTMLButtonElement>();
  const submits = new Map<Element, HTMLFormElement>();
  // What the visitor typed, recorded as it happens: the island's first re-render after hydration can
  // write its state (the server's values) over the fields before the replay reads them. A reload's
  // restored form state fires no event, so it is not here: replaying it would fight the app's draft.
  const typed = new WeakMap<Element, string | boolean>();
  for (const type of ['input', 'change'])
    doc.addEventListener(
      type,
      (event) => {
        const el = event.target;
        if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !waitingIslandOf(el)) return;
        typed.set(el, el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? el.checked : el.value);
      },
      true,
    );

  doc.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || (button.type === 'submit' && button.form) || button.closest('summary,a[href]')) return;
      const island = waitingIslandOf(button);
      if (island) clicks.set(island, button);
    },
    true,
  );

  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      const island = waitingIslandOf(form);
      if (!island) return;
      event.preventDefault();
      submits.set(island, form);
      setTimeout(() => {
        if (submits.get(island) !== form || isLive(island)) return;
        submits.delete(island);
        form.submit(); // no submit event: the plain POST
      }, holdMs);
    },
    true,
  );

  doc.addEventListener(
    'beforeinput',
    (event) => {
      const el = event.target as HTMLInputElement;
      const text = event.data ?? event.dataTransfer?.getData('text/plain');
      if (!el.hasAttribute?.('data-digits-only') || text == null || event.inputType === 'insertCompositionText') return;
      event.preventDefault();
      const { value } = el;
      const start = el.selectionStart ?? value.length;
      const end = el.selectionEnd ?? start;
      const max = el.maxLength < 0 ? Infinity : Math.max(el.maxLength, value.length);
      const digits = text.replace(/\D/g, '').slice(0, Math.max(0, max - value.length + end - start));
      if (!digits && start === end) return;
      setValue(el, value.slice(0, start) + digits + value.slice(end));
      el.setSelectionRange(start + digits.length, start + digits.length);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    },
    true,
  );

  return {
    typed: (field) => typed.get(field),
    hydrated(island) {
      markLive(island);
      const button = clicks.get(island);
      const form = submits.get(island);
      clicks.delete(island);
      submits.delete(island);
      if (button?.isConnected) button.click();
      // A task later: the replayed typing has reached the app's state by then.
      if (form?.isConnected) setTimeout(() => form.requestSubmit());
    },
  };
}

/**
 * What a visitor typed into prerendered fields before their widget hydrated, as one replay per
 * field: React hydrates a controlled field without reading what is in it, so its state would
 * disagree with the screen, and its next render writes that state over the field. So what was
 * typed comes from the record the inline half kept (or, without it, from the fields, read at once,
 * up front). At its turn, each field's React change tracker is given the server value (a plain
 * assignment), the typed value is put back underneath it, and the event React listens for is
 * dispatched, so the widget's own onChange runs with it.
 */
function typedReplays(root: Element, typedValue: (field: Element) => string | boolean | undefined): (() => void)[] {
  const replays: (() => void)[] = [];
  for (const el of root.querySelectorAll<Field>('input, textarea')) {
    const typed = typedValue(el);
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      const server = el.defaultChecked;
      if (typeof typed !== 'boolean' || typed === server) continue;
      replays.push(() => {
        el.checked = server;
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'checked')!.set!.call(el, typed);
        el.dispatchEvent(new Event('click', { bubbles: true }));
      });
    } else if (typeof typed === 'string' && typed !== el.defaultValue && el.type !== 'hidden') {
      const server = el.defaultValue;
      replays.push(() => {
        el.value = server;
        setValue(el, typed);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
  }
  return replays;
}

/**
 * Once an island has hydrated: hands it what was typed, every field in one go (the widget's
 * onChange must so build on its pending state, as the calculator's does: no keystroke can come
 * between two replays and land in a field a re-render has just reset to its server value), then
 * the click or submit it missed, which so sees every field.
 */
export function replayEarlyInput(island: Element): void {
  if (isLive(island)) return;
  const api = window.__earlyInput;
  const current = (field: Element) =>
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? field.checked : (field as Field).value;
  for (const replay of typedReplays(island, api ? api.typed : current)) replay();
  if (api) api.hydrated(island);
  else markLive(island);
}
