import { SEND_FALLBACK } from '../../../content/contact-messages.ts';

/** A failed send: the text the visitor is shown, and whether sending the same submission again may help. */
export class SendError extends Error {
  readonly status: number | undefined;
  readonly retryable: boolean;

  constructor(message: string, options: { status?: number; retryable: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'SendError';
    this.status = options.status;
    this.retryable = options.retryable;
  }
}

/** The shape of @supabase/functions-js errors, checked by name so this module needs no Supabase code. */
interface FunctionsErrorLike {
  name: 'FunctionsHttpError' | 'FunctionsFetchError' | 'FunctionsRelayError' | 'FunctionsError';
  message: string;
  context?: unknown;
}

const FUNCTIONS_ERRORS = new Set(['FunctionsHttpError', 'FunctionsFetchError', 'FunctionsRelayError', 'FunctionsError']);

function isFunctionsError(error: unknown): error is FunctionsErrorLike {
  return error instanceof Error && FUNCTIONS_ERRORS.has(error.name);
}

const isResponse = (value: unknown): value is Response =>
  typeof value === 'object' && value !== null && 'status' in value && typeof (value as Response).json === 'function';

/** The `error` field of a JSON error body, if it has a non-blank one (the body can be read once). */
async function errorField(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    return typeof error === 'string' && error.trim() ? error.trim() : undefined;
  } catch {
    return undefined;
  }
}

const isTimeout = (error: unknown): boolean => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * Turns what `supabase.functions.invoke` reported into a SendError: the message
 * is the response's `error` field, else the error's own message. Network and relay failures and
 * 5xx answers are retryable (the submission id makes the function idempotent), and so is the
 * client timeout (sendContact); 4xx never are, 429 included: retrying at once only meets the limit again.
 * Anything that is not a Functions error (a chunk that failed to load, a bug) shows the fallback.
 */
export async function toSendError(error: unknown): Promise<SendError> {
  if (error instanceof SendError) return error;
  // The client timeout firing while a 2xx answer's body is read: invoke passes that through unwrapped.
  if (isTimeout(error)) return new SendError(SEND_FALLBACK, { retryable: true, cause: error });
  if (!isFunctionsError(error)) return new SendError(SEND_FALLBACK, { retryable: false, cause: error });
  const message = error.message.trim() || SEND_FALLBACK;
  switch (error.name) {
    case 'FunctionsHttpError': {
      const response = isResponse(error.context) ? error.context : undefined;
      const status = response?.status;
      const serverMessage = response ? await errorField(response) : undefined;
      return new SendError(serverMessage ?? message, { status, retryable: status === undefined || status >= 500, cause: error });
    }
    case 'FunctionsFetchError':
    case 'FunctionsRelayError':
      return new SendError(message, { retryable: true, cause: error });
    default:
      return new SendError(message, { retryable: false, cause: error });
  }
}

/** The failure toast's description: a SendError's message, else the fallback (never a stray internal message). */
export function failureDescription(error: unknown): string {
  return error instanceof SendError && error.message.trim() ? error.message.trim() : SEND_FALLBACK;
}
