import { FunctionsClient } from '@supabase/functions-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, test, vi } from 'vitest';
import type { ContactPayloadInput } from '@shared/forms/contact/contact-schema';
import { sendContact, SEND_TIMEOUT_MS } from '../../features/contact/send/attempt.ts';
import { getSupabase } from '../../features/contact/send/client.ts';
import { SendError } from '../../features/contact/send/errors.ts';
import { MIN_ATTEMPT_MS, retryBefore, retryDelay, RETRY_COUNT, SEND_DEADLINE_MS, timeLeft } from '../../features/contact/send/retries.ts';
import { ann } from '../fixtures/contact.ts';

vi.mock('../../features/contact/send/client.ts', async (original) => ({
  ...(await original<typeof import('../../features/contact/send/client.ts')>()),
  getSupabase: vi.fn(),
}));

const network = new SendError('Failed to send a request to the Edge Function', { retryable: true });
const body = { firstName: ann.firstName, submissionId: '0b7e4a53-6f5f-4d0c-9d53-3c1d2e6f7a80' } as ContactPayloadInput;

/**
 * The worst case the deadline bounds: every attempt hangs until its timeout. Walks react-query's
 * loop (attempt, then retry? with the same failure count, then back-off) on a virtual clock.
 */
function hangingSubmission(deadlineMs: number): number {
  let now = 0;
  const deadline = now + deadlineMs;
  for (let failures = 0; ; failures++) {
    now += Math.min(SEND_TIMEOUT_MS, timeLeft(deadline, now));
    if (!retryBefore(deadline, failures, network, now)) return now;
    now += retryDelay(failures);
  }
}

describe('the send deadline: the failure toast within 20 s of the submit', () => {
  test('a hanging network ends in the failure toast within 20 s, where it took 67 s before', () => {
    expect(SEND_DEADLINE_MS).toBeLessThanOrEqual(20_000);
    const end = hangingSubmission(SEND_DEADLINE_MS);
    expect(end).toBeLessThanOrEqual(SEND_DEADLINE_MS);
    expect(end).toBeGreaterThan(SEND_TIMEOUT_MS); // it did retry once within the time
  });

  test('fast failures still get every retry while time is left', () => {
    const deadline = 1_000_000;
    for (let count = 0; count < RETRY_COUNT; count++) expect(retryBefore(deadline, count, network, 0)).toBe(true);
    expect(retryBefore(deadline, RETRY_COUNT, network, 0)).toBe(false);
  });

  test('no retry whose back-off would leave less than a second to try, and none of a 4xx', () => {
    const deadline = 10_000;
    expect(retryBefore(deadline, 0, network, deadline - retryDelay(0) - MIN_ATTEMPT_MS)).toBe(true);
    expect(retryBefore(deadline, 0, network, deadline - retryDelay(0) - MIN_ATTEMPT_MS + 1)).toBe(false);
    expect(retryBefore(deadline, 0, new SendError('Invalid email', { status: 400, retryable: false }), 0)).toBe(false);
  });

  test('an attempt never outlasts the deadline, and none starts after it', async () => {
    vi.mocked(getSupabase).mockResolvedValue({
      functions: new FunctionsClient('http://backend.test/functions/v1', {
        customFetch: (_url, init) =>
          new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
      }),
    } as unknown as SupabaseClient);
    const started = Date.now();
    await expect(sendContact(body, { deadline: started + 80 })).rejects.toMatchObject({ retryable: true });
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(sendContact(body, { deadline: Date.now() - 1 })).rejects.toMatchObject({ retryable: false });
  });
});
