// A URL in an error's text (a webhook's can hold its secret, a newsletter link its token), and an email address.
const URL_TEXT = /\b[a-z][a-z\d+.-]*:\/\/[^\s"'<>()]+/gi;
const EMAIL_TEXT = /[^\s"'<>()@:/]+@[^\s"'<>()@:/]+\.[^\s"'<>()@:/]+/g;

/** An error's text with every URL and email address replaced by what it is. */
const redact = (text: string) => text.replace(URL_TEXT, '<url>').replace(EMAIL_TEXT, '<email>');

/**
 * What a log line may say about an error. Database errors (PGlite, PostgREST, pg: they carry a `code`)
 * keep only their class and SQLSTATE: their message and `detail` can quote a stored value
 * ('Key (email)=(ann@...) already exists', 'invalid input syntax for type integer: "..."'). Other
 * errors keep their class and message (a network failure, a bug) with URLs and email addresses taken out
 * (Deno's fetch names the URL it failed on); no stack, no cause, no fields.
 */
export function errorSummary(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { name, code } = error as { name?: unknown; code?: unknown };
    return `${typeof name === 'string' ? name : 'Error'} (code ${redact(String(code))})`;
  }
  return error instanceof Error ? `${error.name}: ${redact(error.message)}` : typeof error;
}
