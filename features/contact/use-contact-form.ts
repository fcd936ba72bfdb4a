import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { formGoalEvent } from '@shared/delivery/analytics-goals';
import { INVALID_FORM_TITLE, SENT, sendFailed } from '../../content/contact-messages.ts';
import { emptyContactForm, toRequestBody, type ContactFormValues } from './contact-payload.ts';
import { onContactPrefill, takeContactPrefill } from './contact-prefill.ts';
import { failureDescription } from './send/errors.ts';
import { toSendBody } from './send/request.ts';
import { SEND_DEADLINE_MS } from './send/retries.ts';
import { postContactWebhook } from './send/webhook.ts';
import { HONEYPOT_NAME } from '../../components/ui/Honeypot.tsx';
import { resetTurnstile, TURNSTILE_FIELD } from '../../components/turnstile/turnstile.ts';
import { reportGoal } from '../../components/runtime/report-goal.ts';
import { showToast } from '../../components/toast/show-toast.ts';
import { useContactDraft, type ContactDraftControls } from './use-contact-draft.ts';

// The checks carry the shared zod schema (~9 KB gzip) and the send its query client (~8 KB): both
// load when the visitor first focuses a field, not with the page, and are awaited on submit in
// case they submit without focusing first.
const loadChecks = () => import('./contact-validation.ts');
const loadSender = () => import('./send/send-with-retries.ts');

export interface ContactFormState {
  /** For the <form> element. */
  formRef: RefObject<HTMLFormElement | null>;
  form: ContactFormValues;
  setField: <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) => void;
  /** True from the submit until the send settles, retries included. */
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Starts loading what a submit needs; call it when the visitor reaches the form. */
  prepare: () => void;
}

/** The app's checks first, each with its toast, then the browser's own constraints, then the shared schema: whether the form may be sent. */
async function passesChecks(element: HTMLFormElement, values: ContactFormValues): Promise<boolean> {
  const { validateContact } = await loadChecks();
  const problem = validateContact(values);
  if (problem && problem.title !== INVALID_FORM_TITLE) {
    void showToast('error', problem);
    return false;
  }
  if (!element.reportValidity()) return false;
  if (problem) {
    void showToast('error', problem);
    return false;
  }
  return true;
}

/** What one send posts: the form, its submission id, the bot signals, the visit's attribution and Turnstile's token. */
function sendBodyOf(element: HTMLFormElement, values: ContactFormValues, draft: ContactDraftControls) {
  const key = draft.keyFor(toRequestBody(values, ''));
  const honeypot = element.elements.namedItem(HONEYPOT_NAME);
  const body = {
    ...toSendBody(values, key.id, {
      honeypot: honeypot instanceof HTMLInputElement ? honeypot.value : '',
      shownAt: draft.shownAt(),
      now: performance.now(),
    }),
    // Where the visit came from: the page script filled these hidden inputs as the form was submitted.
    ...Object.fromEntries(
      Array.from(element.querySelectorAll<HTMLInputElement>('input[data-attribution]'), (input) => [input.name, input.value]).filter(
        ([, value]) => value,
      ),
    ),
  };
  // Turnstile's token, which its widget put in the form: one send's retries carry the same, the next send a new one.
  if (import.meta.env.TURNSTILE_SITE_KEY) {
    const token = element.elements.namedItem(TURNSTILE_FIELD);
    if (token instanceof HTMLInputElement && token.value) Object.assign(body, { [TURNSTILE_FIELD]: token.value });
  }
  return body;
}

/**
 * The contact form's state and submit:
 * - the app's three checks first, in order, each with its toast; then the browser's own
 *   constraints (the required fields, the email's format) with its native messages; then the shared
 *   schema, which the function applies again;
 * - the body is the full form object, its submission id, and the function's bot signals (the
 *   honeypot's content and how long the form had been shown);
 * - the send is a mutation of the app's query client (send/send-with-retries.ts): network failures and
 *   5xx answers are retried with the app's back-off under the same submission id (the function
 *   stores an id once); 4xx never are; all of it within one deadline from the submit, under 20 s
 *   (send/retries.ts), after which the failure toast shows;
 * - success resets the form, shows the success toast, posts the webhook and reports the form's goal
 *   to analytics; failure keeps every field and shows the server's message;
 * - the fields live on in a sessionStorage draft (useContactDraft) until a success, across reloads;
 * - a ref, not only the disabled button, makes a double click send once.
 */
export function useContactForm(): ContactFormState {
  const [form, setForm] = useState<ContactFormValues>(emptyContactForm);
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const draft = useContactDraft(form);
  const { restore } = draft;

  const applyPrefill = useCallback((prefill: Partial<ContactFormValues>) => setForm((current) => ({ ...current, ...prefill })), []);
  // After hydration, so the prerendered HTML and the first render agree. Newest wins: the saved
  // draft, then a pending prefill: one is pending only if it was requested while no form was on
  // screen, so after the draft's last change (a mounted form consumes it at once). What was typed
  // before hydration comes after both: the island replays it once this effect has run (early-input.ts).
  useEffect(() => {
    const restored = { ...restore(), ...takeContactPrefill() };
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage is read after hydration, so the server HTML and the first render agree
    if (Object.keys(restored).length > 0) applyPrefill(restored);
    return onContactPrefill(applyPrefill);
  }, [restore, applyPrefill]);

  // The prerendered form lets the browser check it (required fields, the email's format) before this
  // code runs or without it; from here on the app's checks come first, with their toasts.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const setField: ContactFormState['setField'] = (field, value) => setForm((current) => ({ ...current, [field]: value }));

  async function submit(element: HTMLFormElement, values: ContactFormValues) {
    const deadline = Date.now() + SEND_DEADLINE_MS; // from the submit, checks and client loading included
    if (!(await passesChecks(element, values))) return;
    const body = sendBodyOf(element, values, draft);
    setBusy(true);
    try {
      const { sendWithRetries } = await loadSender();
      await sendWithRetries(body, deadline);
    } catch (error) {
      void showToast('error', sendFailed(failureDescription(error)));
      return;
    } finally {
      setBusy(false);
      if (import.meta.env.TURNSTILE_SITE_KEY) resetTurnstile(element);
    }
    draft.clear();
    setForm(emptyContactForm);
    void showToast('success', SENT);
    void postContactWebhook(values);
    if (import.meta.env.VITE_PLAUSIBLE_DOMAIN) reportGoal(formGoalEvent('contact', { page: location.pathname }));
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    void submit(event.currentTarget, form)
      .catch((error: unknown) => {
        console.error('contact form: submit failed', error);
        void showToast('error', sendFailed(failureDescription(error)));
      })
      .finally(() => {
        inFlight.current = false;
      });
  };

  // A failure surfaces on submit.
  const prepare = () => void Promise.all([loadChecks(), loadSender()]).catch(() => {});

  return { formRef, form, setField, busy, onSubmit, prepare };
}
