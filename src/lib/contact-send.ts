import type { ContactPayloadInput } from '@shared/contact-schema';
import { SEND_FALLBACK, SendError, toSendError } from './send-error.ts';
import { getSupabase, SupabaseConfigError } from './supabase-client.ts';

export const CONTACT_FUNCTION = 'send-contact-form';

/**
 * Sends one submission to the send-contact-form function. Resolves on a 2xx answer; otherwise
 * rejects with a SendError carrying the text to show and whether a retry may help.
 */
export async function sendContact(body: ContactPayloadInput): Promise<void> {
  let supabase;
  try {
    supabase = await getSupabase();
  } catch (error) {
    console.error('contact form: could not load the Supabase client', error);
    // A chunk that failed to download is a network failure, worth another try; a bad config is not.
    throw new SendError(SEND_FALLBACK, { retryable: !(error instanceof SupabaseConfigError), cause: error });
  }
  const { error } = await supabase.functions.invoke(CONTACT_FUNCTION, { body });
  if (error) throw await toSendError(error);
}
