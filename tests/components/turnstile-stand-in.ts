import { vi } from 'vitest';

export const SITE_KEY = '0x4AAAAAAAtestkey';

/**
 * What Cloudflare's script does to each widget of the page, in small: a frame and the hidden input with a token
 * (`token-1`), and `window.turnstile.reset`, which puts the next token in it (`token-2`, ...).
 */
export function renderTurnstile(root: ParentNode = document) {
  let issued = 0;
  const widgets = [...root.querySelectorAll<HTMLElement>('.cf-turnstile')];
  const issue = (widget: HTMLElement) => {
    widget.querySelector<HTMLInputElement>('input[name="cf-turnstile-response"]')!.value = `token-${++issued}`;
  };
  for (const widget of widgets) {
    const frame = document.createElement('iframe');
    frame.title = 'Widget containing a Cloudflare security challenge';
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = 'cf-turnstile-response';
    widget.append(frame, input);
    issue(widget);
  }
  const reset = vi.fn(issue);
  window.turnstile = { reset };
  return { widgets, reset };
}
