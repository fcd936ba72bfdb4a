import { retryDelay } from './query-client.ts';
import { shouldRetrySend } from './send-error.ts';

/** One submission, its retries included, shows 'Sending...' for at most this long before the failure toast (issue 11.4). */
export const SEND_DEADLINE_MS = 20_000;

/** A retry is worth starting only with at least this long left for its attempt. */
export const MIN_ATTEMPT_MS = 1_000;

/** How long the next attempt may take: what is left before the deadline. */
export const timeLeft = (deadline: number, now: number = Date.now()): number => Math.max(0, deadline - now);

/**
 * The send mutation's retry rule under a deadline: a retryable failure is retried (up to the app's
 * count) only if the back-off ends with at least MIN_ATTEMPT_MS left; react-query passes the same
 * failure count to `retry` and `retryDelay`.
 */
export function retryBefore(deadline: number, failureCount: number, error: unknown, now: number = Date.now()): boolean {
  return shouldRetrySend(failureCount, error) && now + retryDelay(failureCount) + MIN_ATTEMPT_MS <= deadline;
}
