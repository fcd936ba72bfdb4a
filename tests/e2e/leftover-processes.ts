import { readdirSync, readFileSync } from 'node:fs';

/** The variable every process the suite starts inherits; its value names the run. */
export const RUN_MARKER = 'PAYLEAN_TEST_RUN';

/** Marks this run, so that every process started from here on carries the marker in its environment. */
export function markRun(): string {
  const run = `${process.pid}-${Date.now()}`;
  process.env[RUN_MARKER] = run;
  return run;
}

/**
 * The processes (pid and command line) still carrying this run's marker, other than the runner itself and the
 * test workers it is about to stop. Linux only: read from /proc.
 */
export function leftoverProcesses(run: string): { pid: number; command: string }[] {
  const needle = `\0${RUN_MARKER}=${run}\0`;
  const found: { pid: number; command: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      if (!`\0${readFileSync(`/proc/${pid}/environ`, 'latin1')}`.includes(needle)) continue;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      if (!command.includes('vitest')) found.push({ pid, command });
    } catch {
      // The process ended while being read, or belongs to another user.
    }
  }
  return found;
}
