import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/functions-js';
import { describe, expect, test } from 'vitest';
import { SEND_FALLBACK } from '../../content/contact-messages.ts';
import { failureDescription, SendError, toSendError } from '../../features/contact/send/errors.ts';
import { shouldRetrySend } from '../../features/contact/send/retries.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('toSendError', () => {
  test("a non-2xx answer gives the body's error field, with its status", async () => {
    const error = await toSendError(new FunctionsHttpError(json(400, { error: 'Invalid email: enter a valid email address.' })));
    expect(error).toBeInstanceOf(SendError);
    expect(error.message).toBe('Invalid email: enter a valid email address.');
    expect(error.status).toBe(400);
    expect(error.retryable).toBe(false);
  });

  test.each([500, 502, 503, 504])('a %i answer is retryable', async (status) => {
    const error = await toSendError(new FunctionsHttpError(json(status, { error: 'Database unavailable' })));
    expect(error).toMatchObject({ message: 'Database unavailable', status, retryable: true });
  });

  test.each([400, 404, 405, 409, 413, 422, 429])('a %i answer is never retried', async (status) => {
    expect((await toSendError(new FunctionsHttpError(json(status, { error: 'no' })))).retryable).toBe(false);
  });

  test("without an error field it falls back to the error's own message", async () => {
    for (const body of [
      new Response('<html>Bad gateway</html>', { status: 502 }),
      json(500, { message: 'x' }),
      json(500, { error: '  ' }),
      json(500, { error: 42 }),
    ]) {
      const error = await toSendError(new FunctionsHttpError(body));
      expect(error.message).toBe('Edge Function returned a non-2xx status code');
      expect(error.retryable).toBe(true);
    }
  });

  test('network and relay failures are retryable and keep their message', async () => {
    expect(await toSendError(new FunctionsFetchError(new TypeError('Failed to fetch')))).toMatchObject({
      message: 'Failed to send a request to the Edge Function',
      retryable: true,
      status: undefined,
    });
    expect(await toSendError(new FunctionsRelayError({}))).toMatchObject({ retryable: true });
  });

  test("a 429 shows the server's text and is not retried", async () => {
    const message = 'Too many messages from your network. Please try again in 42 seconds.';
    const error = await toSendError(new FunctionsHttpError(json(429, { error: message })));
    expect(error).toMatchObject({ message, status: 429, retryable: false });
    expect(shouldRetrySend(0, error)).toBe(false);
  });

  test('the client timeout firing while an answer is read is retryable, with the fallback text', async () => {
    for (const name of ['TimeoutError', 'AbortError']) {
      expect(await toSendError(new DOMException('The operation timed out.', name))).toMatchObject({
        message: SEND_FALLBACK,
        retryable: true,
      });
    }
  });

  test('anything else (a bug, a failed chunk) shows the fallback and is not retried', async () => {
    const error = await toSendError(new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(error).toMatchObject({ message: SEND_FALLBACK, retryable: false });
  });

  test('a SendError passes through unchanged', async () => {
    const original = new SendError('x', { retryable: true });
    expect(await toSendError(original)).toBe(original);
  });
});

describe('shouldRetrySend', () => {
  const transient = new SendError('down', { status: 503, retryable: true });
  const rejected = new SendError('bad', { status: 400, retryable: false });

  test('retries a transient failure up to 3 times', () => {
    expect([0, 1, 2, 3, 4].map((n) => shouldRetrySend(n, transient))).toEqual([true, true, true, false, false]);
  });

  test('never retries a 4xx or an unknown error', () => {
    expect(shouldRetrySend(0, rejected)).toBe(false);
    expect(shouldRetrySend(0, new Error('Failed to fetch'))).toBe(false);
  });
});

describe('failureDescription', () => {
  test("is a SendError's message, else the fallback text", () => {
    expect(failureDescription(new SendError('Database unavailable', { retryable: true }))).toBe('Database unavailable');
    expect(failureDescription(new SendError('  ', { retryable: false }))).toBe('Please try again or contact us directly.');
    expect(failureDescription(new Error('internal detail'))).toBe('Please try again or contact us directly.');
    expect(failureDescription(undefined)).toBe('Please try again or contact us directly.');
  });
});
