import { MutationObserver, type QueryClient } from '@tanstack/query-core';
import type { ContactPayloadInput } from '@shared/contact-schema';
import { retryBefore } from './contact-deadline.ts';
import { sendContact } from './contact-send.ts';
import { createQueryClient } from './query-client.ts';
import { retryDelay } from './retry-policy.ts';

let client: QueryClient | undefined;

/**
 * Sends one submission as a mutation of the app's query client (created on the first send, with
 * this module: the form's page does not load it before): network failures and 5xx answers are
 * retried with the app's back-off under the same submission id (the function stores an id once),
 * 4xx never are, all within `deadline`. Rejects with the last failure.
 */
export async function sendWithRetries(body: ContactPayloadInput, deadline: number): Promise<void> {
  client ??= createQueryClient();
  const mutation = new MutationObserver(client, {
    mutationFn: (payload: ContactPayloadInput) => sendContact(payload, { deadline }),
    // One deadline across the attempts and their back-off: 'Sending...' never outlasts it.
    retry: (failureCount, error) => retryBefore(deadline, failureCount, error),
    retryDelay,
    // Fail (after the retries) rather than wait silently while the browser says it is offline.
    networkMode: 'always',
  });
  await mutation.mutate(body);
}
