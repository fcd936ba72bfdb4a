import { formGoalEvent, type GoalForm } from '@shared/delivery/analytics-goals';
import { reportGoal } from '../../components/runtime/report-goal.ts';
import { resetTurnstile, TURNSTILE_FIELD } from '../../components/turnstile/turnstile.ts';
import { keyFor, leadBody } from './lead-body.ts';

const FALLBACK = 'We could not reach our server. Please check your connection and try again.';

interface Link {
  href: string;
  label: string;
}

/** What the function answers: an error sentence, or a success with a link (the white paper) or several (a calendar). */
interface Answer {
  error?: string;
  link?: string;
  links?: Link[];
}

/** The form's success as its goal: the form's name is the last part of its function's path; a webinar's names its session. */
function reportSent(form: HTMLFormElement) {
  const name = new URL(form.action).pathname.split('/').pop() as GoalForm;
  const session = form.querySelector<HTMLInputElement>('input[name=session]')?.value;
  reportGoal(formGoalEvent(name, { page: location.pathname, session }));
}

/**
 * A lead form, sent in place: the browser's own checks run first (the submit event comes only once they
 * pass), then the same fields go as JSON to the function, and the form's status line says what happened.
 * Bad input gets the function's sentence and keeps what was typed; a success shows the form's own text and
 * any links (the white paper, a recording, a session's add-to-calendar links). A second click while sending
 * sends nothing twice, and sending the same content again (after a failure, or after the success) reuses
 * its submission id, so it is stored once, and counted once as the form's goal.
 */
export default function startLeadForm(island: HTMLElement) {
  const form = island.querySelector('form');
  const status = form?.querySelector<HTMLElement>('[role=status]');
  const button = form?.querySelector<HTMLButtonElement>('button[type=submit]');
  if (!form || !status || !button) return;
  let key: { id: string; fingerprint: string } | null = null;
  let counted = '';
  let busy = false;

  const show = (text: string, links: Link[] = []) => {
    status.replaceChildren(text);
    links.forEach((link, i) => {
      const anchor = document.createElement('a');
      anchor.href = link.href;
      anchor.textContent = link.label;
      status.append(i === 0 ? ' ' : ' · ', anchor);
    });
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    const fields = leadBody(form, '', 0);
    // Turnstile's token is new for every send: the same content keeps its id all the same.
    if (import.meta.env.TURNSTILE_SITE_KEY) delete fields[TURNSTILE_FIELD];
    key = keyFor(key, { ...fields, submissionId: undefined, elapsedMs: undefined }, () => crypto.randomUUID());
    const { id } = key;
    const body = leadBody(form, id, performance.now());
    busy = true;
    button.setAttribute('aria-disabled', 'true');
    show('Sending...');
    fetch(form.action, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(async (res) => {
        const answer = (await res.json().catch(() => ({}))) as Answer;
        if (!res.ok) return show(answer.error ?? FALLBACK);
        const links = answer.links ?? (answer.link ? [{ href: answer.link, label: form.dataset.linkLabel ?? answer.link }] : []);
        show(form.dataset.sentText ?? 'Thank you.', links);
        if (import.meta.env.VITE_PLAUSIBLE_DOMAIN && counted !== id) {
          counted = id;
          reportSent(form);
        }
      })
      .catch(() => show(FALLBACK))
      .finally(() => {
        busy = false;
        button.removeAttribute('aria-disabled');
        if (import.meta.env.TURNSTILE_SITE_KEY) resetTurnstile(form);
      });
  });
}
