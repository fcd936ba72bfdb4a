import { QueryClient } from '@tanstack/react-query';

/** The spec's data-fetching defaults (section 7): 3 retries, 1 s back-off doubling to at most 30 s, GC after 5 min. */
export const RETRY_COUNT = 3;
export const MAX_RETRY_DELAY_MS = 30_000;
export const GC_TIME_MS = 5 * 60 * 1000;

/** Wait before retry number `attempt + 1` (react-query passes 0 for the first retry): 1 s, 2 s, 4 s ... 30 s. */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);

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
