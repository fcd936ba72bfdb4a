/** The app's data-fetching defaults: 3 retries, 1 s back-off doubling to at most 30 s, GC after 5 min. */
export const RETRY_COUNT = 3;
export const MAX_RETRY_DELAY_MS = 30_000;
export const GC_TIME_MS = 5 * 60 * 1000;

/** Wait before retry number `attempt + 1` (react-query passes 0 for the first retry): 1 s, 2 s, 4 s ... 30 s. */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
