import { SOURCE_KEY } from '@shared/forms/attribution-fields';
import { goalEvent } from '@shared/delivery/analytics-goals';
import { configuredChat } from '../../components/chat/configured-chat.ts';
import { reportGoal } from '../../components/runtime/report-goal.ts';
import startLeadForm from '../forms/lead-form.island.ts';
import { chatAttributes } from './chat-attributes.ts';

const keptSource = () => {
  try {
    return sessionStorage.getItem(SOURCE_KEY);
  } catch {
    return null;
  }
};

/** A press that asks for the link elsewhere (a new tab or window) is left to the browser. */
const elsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Start Chat: a press opens the configured chat (its script loads now, it gets the page and the visit's utm_* tags,
 * and opens; if it cannot load, the chat's page opens instead), or without one the panel with the question form,
 * focused on its first field; Escape or Close folds it back onto the button. Each press that opens either counts
 * as the Chat Start goal.
 */
export default function startChat(island: HTMLElement) {
  const link = island.querySelector<HTMLAnchorElement>('a[data-chat-start]');
  if (!link) return;
  const chat = configuredChat(import.meta.env);
  const panel = island.querySelector<HTMLElement>('[data-chat-panel]');
  const status = island.querySelector<HTMLElement>('[data-chat-status]');
  const count = () => {
    if (import.meta.env.VITE_PLAUSIBLE_DOMAIN) reportGoal(goalEvent('chatStart', { page: location.pathname }));
  };

  const setOpen = (open: boolean) => {
    if (!panel) return;
    panel.hidden = !open;
    link.setAttribute('aria-expanded', String(open));
    if (open) panel.querySelector<HTMLElement>('input:not([type=hidden]), textarea')?.focus();
  };

  if (panel) {
    startLeadForm(panel);
    setOpen(false);
    panel.querySelector('[data-chat-close]')?.addEventListener('click', () => {
      setOpen(false);
      link.focus();
    });
    panel.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      link.focus();
    });
  }

  link.addEventListener('click', (event) => {
    if (elsewhere(event)) return;
    event.preventDefault();
    if (chat) {
      count();
      // The words come with the page (its data-chat-status), so the island ships none of the blocks' words.
      if (status) status.textContent = status.dataset.chatStatus ?? '';
      chat.open(chatAttributes(location.pathname, keptSource())).then(
        () => status && (status.textContent = ''),
        () => location.assign(link.href),
      );
      return;
    }
    const opening = panel?.hidden ?? false;
    if (opening) count();
    setOpen(opening);
  });
}
