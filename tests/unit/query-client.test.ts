import { describe, expect, test } from 'vitest';
import { retryDelay } from '../../features/contact/send/retries.ts';
import { createQueryClient, GC_TIME_MS } from '../../features/contact/send/send-with-retries.ts';

describe('retryDelay', () => {
  test('starts at 1 s and doubles per attempt (react-query passes 0 for the first retry)', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  test('is capped at 30 s', () => {
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(50)).toBe(30_000);
  });
});

describe('createQueryClient', () => {
  test('holds the app defaults: 3 retries with the back-off, GC after 5 minutes', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ retry: 3, retryDelay, gcTime: 5 * 60 * 1000 });
    expect(GC_TIME_MS).toBe(300_000);
    // A write is retried only where its mutation says so (the contact send does, idempotently).
    expect(mutations).toMatchObject({ retry: false, retryDelay });
  });

  test('a query really retries 3 times before failing', async () => {
    const client = createQueryClient();
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['flaky'],
        queryFn: () => {
          calls++;
          throw new Error('down');
        },
        retryDelay: 0,
      }),
    ).rejects.toThrow('down');
    expect(calls).toBe(4);
  });
});
