import { retryDelay } from './retry-policy.ts';
import { shouldRetrySend } from './send-error.ts';

/**
 * One submission, from the submit and its retries included, gives up after this long (issue 11.4:
 * at most 20 s); the last second is left for the failure toast to show on a slow phone.
 */
export const SEND_DEADLINE_MS = 19_000;

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
