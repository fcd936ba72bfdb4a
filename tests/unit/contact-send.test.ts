import { FunctionsClient } from '@supabase/functions-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ContactPayloadInput } from '@shared/forms/contact/contact-schema';
import { sendContact } from '../../features/contact/send/attempt.ts';
import { getSupabase } from '../../features/contact/send/client.ts';
import { SendError } from '../../features/contact/send/errors.ts';
import { CONTACT_FUNCTION } from '../../features/contact/send/request.ts';
import { ann } from '../fixtures/contact.ts';

vi.mock('../../features/contact/send/client.ts', async (original) => ({
  ...(await original<typeof import('../../features/contact/send/client.ts')>()),
  getSupabase: vi.fn(),
}));

const body = { firstName: ann.firstName, submissionId: '0b7e4a53-6f5f-4d0c-9d53-3c1d2e6f7a80' } as ContactPayloadInput;

/** supabase-js's real functions client, over this fetch. */
function backedBy(fetch: typeof globalThis.fetch) {
  vi.mocked(getSupabase).mockResolvedValue({
    functions: new FunctionsClient('http://backend.test/functions/v1', { customFetch: fetch }),
  } as unknown as SupabaseClient);
}

/** A fetch that never answers, rejecting only when its signal aborts, as the browser's does. */
const hangingFetch = vi.fn(
  (_url: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
);

afterEach(() => {
  vi.clearAllMocks();
});

describe('sendContact', () => {
  test('POSTs the body as JSON to the function and resolves on 2xx', async () => {
    const fetch = vi.fn(async () => Response.json({ success: true }));
    backedBy(fetch);
    await expect(sendContact(body)).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`http://backend.test/functions/v1/${CONTACT_FUNCTION}`);
    expect(JSON.parse(init.body as string)).toEqual(body);
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  test('gives up after the client timeout: a retryable network failure', async () => {
    backedBy(hangingFetch);
    const started = performance.now();
    const error: unknown = await sendContact(body, { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(error).toBeInstanceOf(SendError);
    expect(error).toMatchObject({ retryable: true, status: undefined, message: 'Failed to send a request to the Edge Function' });
    expect((error as SendError).cause).toMatchObject({ name: 'FunctionsFetchError' });
  });

  test("a 429 is not retryable and carries the server's text", async () => {
    const message = 'Too many messages from your network. Please try again in 42 seconds.';
    backedBy(async () => Response.json({ error: message }, { status: 429, headers: { 'Retry-After': '42' } }));
    await expect(sendContact(body)).rejects.toMatchObject({ name: 'SendError', message, status: 429, retryable: false });
  });

  test('an unreachable function is a retryable failure', async () => {
    backedBy(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendContact(body)).rejects.toMatchObject({ retryable: true });
  });
});
