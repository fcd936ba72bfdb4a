/** The main thread's long tasks in one Lighthouse report: what its TBT is made of. */
export interface LongTask {
  start: number;
  duration: number;
  /** The script the task is attributed to, or the page itself (its parsing, style and layout). */
  source: string;
}

interface Lhr {
  finalDisplayedUrl?: string;
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
}

export function readLongTasks(lhr: Lhr): LongTask[] {
  const page = lhr.finalDisplayedUrl ?? '';
  return (lhr.audits['long-tasks']?.details?.items ?? []).map((item) => {
    const url = String(item.url ?? '');
    return {
      start: Math.round(Number(item.startTime)),
      duration: Math.round(Number(item.duration)),
      source: url === page || url === 'Unattributable' ? 'page' : (url.split('/').pop() ?? url),
    };
  });
}

/** "at 601 ms 158 ms (page), ..." for a run, or "none". */
export const describeLongTasks = (tasks: LongTask[]) =>
  tasks.length ? tasks.map((t) => `at ${t.start} ms ${t.duration} ms (${t.source})`).join(', ') : 'none';
