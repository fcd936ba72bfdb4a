/**
 * What a test needs from the machine. A test never skips or merely warns for a missing tool, file or
 * setting where it is meant to run: under CI (`CI` set) it fails, naming what is missing and what
 * provides it, and so it does everywhere for what `npm test` installs itself (Deno). Only what CI
 * alone installs (PostgreSQL, from Debian's packages in .ci/run) may be missing on a developer's
 * machine; the tests that need it then skip there.
 */
export const underCi = Boolean(process.env.CI) && process.env.CI !== 'false';

/**
 * Throws, naming what is missing and how to get it, when `present` is false under CI, or anywhere
 * with `always`. Otherwise it returns `present`, for the tests to skip by.
 */
export function required(present: boolean, missing: string, { always = false }: { always?: boolean } = {}): boolean {
  if (!present && (always || underCi)) throw new Error(`Missing: ${missing}`);
  return present;
}
