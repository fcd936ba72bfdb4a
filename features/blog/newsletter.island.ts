/**
 * The subscribe box's submit (after the browser has checked the email) shows the honest message
 * its prerendered <template> holds, in the form's status line, which announces it.
 */
export default function startNewsletter(island: HTMLElement) {
  const form = island.querySelector('form');
  const status = form?.querySelector('[role=status]');
  const message = form?.querySelector('template');
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    if (status && message) status.replaceChildren(message.content.cloneNode(true));
  });
}
