/** A person needs a few seconds to fill a form; a script that posts sooner gets a silent success. */
export const MIN_FILL_MS = 3000;

/** Why a send looks like a bot's: the honeypot filled, or no fill time or too short a one; undefined for a person. */
export function botReason(website: string | undefined, elapsedMs: number | undefined): string | undefined {
  if (website) return 'honeypot filled';
  if (elapsedMs === undefined) return 'no fill time';
  if (elapsedMs < MIN_FILL_MS) return 'filled too fast';
  return undefined;
}
