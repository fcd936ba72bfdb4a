import { toWebhookBody, type ContactFormValues } from '../contact-payload.ts';

interface Options {
  /** Defaults to VITE_CONTACT_WEBHOOK_URL, baked in at build time; unset means no call. */
  url?: string;
  now?: Date;
}

/**
 * After a successful send, posts the form's values form-encoded to the automation webhook
 * (toWebhookBody). keepalive lets it finish if the visitor leaves the page. Its
 * failure is logged, never shown: the submission is already stored.
 */
export async function postContactWebhook(form: ContactFormValues, options: Options = {}): Promise<void> {
  const url = (options.url ?? import.meta.env.VITE_CONTACT_WEBHOOK_URL)?.trim();
  if (!url) return;
  try {
    const response = await fetch(url, { method: 'POST', body: toWebhookBody(form, options.now ?? new Date()), keepalive: true });
    if (!response.ok) console.warn(`contact webhook: answered ${response.status}`);
  } catch (error) {
    console.warn('contact webhook: request failed', error);
  }
}
