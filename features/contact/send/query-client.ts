import { QueryClient } from '@tanstack/query-core';
import { GC_TIME_MS, RETRY_COUNT, retryDelay } from './retry-policy.ts';

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
