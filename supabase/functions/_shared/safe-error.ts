/**
 * What a log line may say about an error. Database errors (PGlite, PostgREST, pg: they carry a `code`)
 * keep only their class and SQLSTATE: their message and `detail` can quote a stored value
 * ('Key (email)=(ann@...) already exists', 'invalid input syntax for type integer: "..."'). Other
 * errors keep their class and message (a network failure, a bug); no stack, no cause, no fields.
 */
export function errorSummary(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { name, code } = error as { name?: unknown; code?: unknown };
    return `${typeof name === 'string' ? name : 'Error'} (code ${String(code)})`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : typeof error;
}
