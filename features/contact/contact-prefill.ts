/**
 * The contract between widgets that send a visitor to the contact form with some fields filled in
 * (the calculator's 'Get Custom Proposal') and the contact form that fills them.
 *
 * The sender calls `requestContactPrefill(detail)` and then scrolls to #contact. That both
 * dispatches `PREFILL_EVENT` on window (for a form that is already mounted) and keeps the detail in
 * sessionStorage (for a form that mounts later, e.g. after navigating home). The form calls
 * `takeContactPrefill()` on mount and listens with `onContactPrefill(handler)`; both consume the
 * stored copy, so a prefill is applied once.
 */

export const PREFILL_EVENT = 'paylean:prefill-contact';
export const PREFILL_STORAGE_KEY = 'paylean:prefill-contact';

/** Contact form fields another widget may fill; values are the form's strings. */
export interface ContactPrefill {
  employees?: string;
}

declare global {
  interface WindowEventMap {
    [PREFILL_EVENT]: CustomEvent<ContactPrefill>;
  }
}

/** Keeps only known string fields, so a stale or hand-edited stored value can't inject anything else. */
function sanitize(value: unknown): ContactPrefill | null {
  if (typeof value !== 'object' || value === null) return null;
  const { employees } = value as Record<string, unknown>;
  return typeof employees === 'string' ? { employees } : null;
}

/** sessionStorage, or null where it is missing or throws (disabled storage, some private modes, sandboxed frames). */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Stores the detail for a form that mounts later, then tells a mounted form right away. */
export function requestContactPrefill(detail: ContactPrefill): void {
  if (typeof window === 'undefined') return;
  try {
    sessionStore()?.setItem(PREFILL_STORAGE_KEY, JSON.stringify(detail));
  } catch {
    // Quota or disabled storage: the event below still reaches a mounted form.
  }
  window.dispatchEvent(new CustomEvent(PREFILL_EVENT, { detail }));
}

/**
 * The prefill a plain link carries in its query (`/?employees=25#contact`, the calculator's
 * 'Get Custom Proposal' followed before hydration or without JavaScript), or null.
 */
export function prefillFromQuery(search: string): ContactPrefill | null {
  const employees = new URLSearchParams(search).get('employees')?.trim();
  return employees && /^\d{1,7}$/.test(employees) ? { employees } : null;
}

/** Returns and removes a pending prefill (else the page URL's), or null. Call it when the form mounts. */
export function takeContactPrefill(): ContactPrefill | null {
  return takeStoredPrefill() ?? (typeof window === 'undefined' ? null : prefillFromQuery(window.location.search));
}

function takeStoredPrefill(): ContactPrefill | null {
  const store = sessionStore();
  if (!store) return null;
  try {
    const raw = store.getItem(PREFILL_STORAGE_KEY);
    if (raw === null) return null;
    store.removeItem(PREFILL_STORAGE_KEY);
    return sanitize(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * Calls `handler` for every prefill requested while subscribed (consuming the stored copy, so it
 * is not applied again on the next mount). Returns the unsubscribe function, for an effect cleanup.
 */
export function onContactPrefill(handler: (detail: ContactPrefill) => void): () => void {
  const listener = (event: CustomEvent<ContactPrefill>) => {
    takeContactPrefill();
    const detail = sanitize(event.detail);
    if (detail) handler(detail);
  };
  window.addEventListener(PREFILL_EVENT, listener);
  return () => window.removeEventListener(PREFILL_EVENT, listener);
}
