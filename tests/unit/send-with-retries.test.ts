import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ContactPayloadInput } from '@shared/forms/contact/contact-schema';
import { sendContact } from '../../features/contact/send/attempt.ts';
import { SendError } from '../../features/contact/send/errors.ts';
import { sendWithRetries } from '../../features/contact/send/send-with-retries.ts';
import { ann } from '../fixtures/contact.ts';

vi.mock('../../features/contact/send/attempt.ts', () => ({ sendContact: vi.fn() }));

const body = { firstName: ann.firstName, submissionId: '0b7e4a53-6f5f-4d0c-9d53-3c1d2e6f7a80' } as ContactPayloadInput;
const network = () => new SendError('Please try again or contact us directly.', { retryable: true });

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('sendWithRetries', () => {
  test('retries a network failure after the 1 s back-off, with the same body, and resolves once it goes through', async () => {
    vi.useFakeTimers();
    vi.mocked(sendContact).mockRejectedValueOnce(network()).mockResolvedValueOnce(undefined);
    const sent = sendWithRetries(body, Date.now() + 19_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(sendContact).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(sent).resolves.toBeUndefined();
    expect(vi.mocked(sendContact).mock.calls.map(([payload]) => payload)).toEqual([body, body]);
  });

  test('never retries what the function refused (4xx): the failure comes back at once', async () => {
    const refused = new SendError('Too many requests', { status: 429, retryable: false });
    vi.mocked(sendContact).mockRejectedValue(refused);
    await expect(sendWithRetries(body, Date.now() + 19_000)).rejects.toBe(refused);
    expect(sendContact).toHaveBeenCalledTimes(1);
  });

  test('starts no retry that could not finish before the deadline', async () => {
    vi.mocked(sendContact).mockRejectedValue(network());
    await expect(sendWithRetries(body, Date.now() + 1_500)).rejects.toBeInstanceOf(SendError);
    expect(sendContact).toHaveBeenCalledTimes(1);
  });
});
