import { MutationObserver, QueryClient } from '@tanstack/query-core';
import type { ContactPayloadInput } from '@shared/forms/contact/contact-schema';
import { sendContact } from './attempt.ts';
import { retryBefore, retryDelay, RETRY_COUNT } from './retries.ts';

/** The query client keeps a settled mutation this long before collecting it. */
export const GC_TIME_MS = 5 * 60 * 1000;

/**
 * The app's query client. Queries retry by default; mutations do not (a write is only safe to
 * repeat when it is idempotent), so each mutation states its own retry rule and shares the delay.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: RETRY_COUNT, retryDelay, gcTime: GC_TIME_MS },
      mutations: { retry: false, retryDelay, gcTime: GC_TIME_MS },
    },
  });
}

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
