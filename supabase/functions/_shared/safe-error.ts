/**
 * What a log line may say about an error. Database errors (PGlite, PostgREST: they carry a `code`)
 * keep only their class and SQLSTATE: their message and `detail` can quote a stored value
 * ('Key (email)=(ann@...) already exists', 'invalid input syntax for type integer: "..."'). Other
 * errors keep their class and message (a network failure, a bug); no stack, no cause, no fields.
 */
export function safeError(error: unknown): Error {
  let text: string;
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { name, code } = error as { name?: unknown; code?: unknown };
    text = `${typeof name === 'string' ? name : 'Error'} (code ${String(code)})`;
  } else if (error instanceof Error) {
    text = `${error.name}: ${error.message}`;
  } else {
    text = typeof error;
  }
  const safe = new Error(text);
  safe.name = 'LoggedError';
  safe.stack = text;
  return safe;
}
