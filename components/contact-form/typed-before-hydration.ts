import type { ContactForm } from '../../src/lib/contact-payload.ts';
import { digitsOnly } from '../../src/lib/phone-input.ts';

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'employees', 'message'] as const;

/**
 * What the visitor typed into the prerendered form before React hydrated it (the form's chunk can
 * arrive after the page's; on a slow phone someone may start typing). Hydration keeps those DOM
 * values, but the first re-render of a controlled input would write the empty state back over
 * them, so the form adopts them into its state right after hydrating. Fields left empty are absent.
 */
export function typedBeforeHydration(form: HTMLFormElement): Partial<ContactForm> {
  const typed: Partial<ContactForm> = {};
  for (const name of TEXT_FIELDS) {
    const element = form.elements.namedItem(name);
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) || !element.value) continue;
    typed[name] = name === 'phone' ? digitsOnly(element.value) : element.value;
  }
  const consent = form.elements.namedItem('callConsent');
  if (consent instanceof HTMLInputElement && consent.checked) typed.callConsent = true;
  return typed;
}
