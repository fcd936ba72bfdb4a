import { SendError } from './errors.ts';

// How a submission is retried: the app's back-off, which failures are worth another attempt, and
// one deadline across the attempts.

/** The app's data-fetching defaults: 3 retries, 1 s back-off doubling to at most 30 s. */
export const RETRY_COUNT = 3;
export const MAX_RETRY_DELAY_MS = 30_000;

/** Wait before retry number `attempt + 1` (react-query passes 0 for the first retry): 1 s, 2 s, 4 s ... 30 s. */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);

/**
 * One submission, from the submit and its retries included, gives up after this long (the failure
 * toast must be up within 20 s); the last second is left for the toast to show on a slow phone.
 */
export const SEND_DEADLINE_MS = 19_000;

/** A retry is worth starting only with at least this long left for its attempt. */
export const MIN_ATTEMPT_MS = 1_000;

/** How long the next attempt may take: what is left before the deadline. */
export const timeLeft = (deadline: number, now: number = Date.now()): number => Math.max(0, deadline - now);

/** react-query `retry` for the send mutation: up to RETRY_COUNT retries, of retryable failures only. */
export function shouldRetrySend(failureCount: number, error: unknown): boolean {
  return failureCount < RETRY_COUNT && error instanceof SendError && error.retryable;
}

/**
 * The send mutation's retry rule under a deadline: a retryable failure is retried (up to the app's
 * count) only if the back-off ends with at least MIN_ATTEMPT_MS left; react-query passes the same
 * failure count to `retry` and `retryDelay`.
 */
export function retryBefore(deadline: number, failureCount: number, error: unknown, now: number = Date.now()): boolean {
  return shouldRetrySend(failureCount, error) && now + retryDelay(failureCount) + MIN_ATTEMPT_MS <= deadline;
}
