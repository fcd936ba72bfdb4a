import { readFileSync, readdirSync } from 'node:fs';

/** The pids of `pid` and every process below it, from /proc (Linux). */
function tree(pid: number): number[] {
  const children = (p: number): number[] => {
    try {
      return readdirSync(`/proc/${p}/task`).flatMap((task) =>
        readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
      );
    } catch {
      return [];
    }
  };
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...children(all[i]!));
  return all;
}

/** Resident memory of one process in bytes; 0 once it has ended. */
function rss(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * Samples the resident memory of a process tree (the sum over the process and all its children) every
 * `everyMs`; `stop()` gives the highest sum seen.
 */
export function samplePeakMemory(pid: number, everyMs = 100): { stop: () => number } {
  let peak = 0;
  const sample = () => {
    peak = Math.max(
      peak,
      tree(pid).reduce((sum, p) => sum + rss(p), 0),
    );
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
