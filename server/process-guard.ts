let guarded = false;

/**
 * Keeps the local server running through an unhandled rejection (a failure in work done after an answer, which
 * no visitor waits for): it is logged by its kind, never with its data, and every later visitor is still answered.
 * Node's default would end the process. Installed once per process.
 */
export function surviveUnhandledRejections(log: (message: string) => void = console.error): void {
  if (guarded) return;
  guarded = true;
  process.on('unhandledRejection', (reason) => log(`Unhandled rejection (${kindOf(reason)}); the server keeps running.`));
}

/** An error's class and code, never its message (which may quote a visitor's value). */
function kindOf(reason: unknown): string {
  if (!(reason instanceof Error)) return typeof reason;
  const code = (reason as { code?: unknown }).code;
  return typeof code === 'string' && /^[\w.-]{1,40}$/.test(code) ? `${reason.name} ${code}` : reason.name;
}
