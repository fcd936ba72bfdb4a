import type { ContactPayloadInput } from '@shared/forms/contact/contact-schema';
import { SEND_FALLBACK } from '../../../content/contact-messages.ts';
import { getSupabase, SupabaseConfigError } from './client.ts';
import { SendError, toSendError } from './errors.ts';
import { CONTACT_FUNCTION } from './request.ts';
import { timeLeft } from './retries.ts';

/**
 * How long one attempt may take before it is given up: the function answers in well under a
 * second, a cold edge start in a few. Past this the attempt fails like a network error (and is
 * retried under the same submission id) instead of leaving 'Sending...' up for good.
 */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * Sends one submission to the send-contact-form function. Resolves on a 2xx answer; otherwise
 * rejects with a SendError carrying the text to show and whether a retry may help.
 */
export async function sendContact(
  body: ContactPayloadInput,
  { timeoutMs = SEND_TIMEOUT_MS, deadline = Infinity }: { timeoutMs?: number; deadline?: number } = {},
): Promise<void> {
  // Past the submission's overall deadline (retries.ts) no attempt starts.
  const left = Math.min(timeoutMs, timeLeft(deadline));
  if (left <= 0) throw new SendError(SEND_FALLBACK, { retryable: false });
  let supabase;
  try {
    supabase = await getSupabase();
  } catch (error) {
    console.error('contact form: could not load the Supabase client', error);
    // A chunk that failed to download is a network failure, worth another try; a bad config is not.
    throw new SendError(SEND_FALLBACK, { retryable: !(error instanceof SupabaseConfigError), cause: error });
  }
  // An aborted fetch comes back as a FunctionsFetchError, the network-failure case of toSendError.
  const { error } = await supabase.functions.invoke(CONTACT_FUNCTION, { body, signal: AbortSignal.timeout(left) });
  if (error) throw await toSendError(error);
}
