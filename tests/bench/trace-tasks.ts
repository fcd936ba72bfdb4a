/** A Chromium trace event (Trace Event Format), as far as the main thread's tasks need. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

/** What a task's time went to, by the trace's event names. */
const KINDS: Record<string, string> = {
  'DocumentLoader::CommitNavigation': 'navigation commit',
  'LocalWindowProxy::Initialize': 'script context',
  EvaluateScript: 'script',
  'v8.compile': 'compile',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  'v8.evaluateModule': 'script',
  RunMicrotasks: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'css parse',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  MajorGC: 'gc',
  MinorGC: 'gc',
};

const ms = (us: number) => Math.round(us / 1000);

/** 'FunctionCall faq.js r 4': a script event, with the file, function or event type the trace names, and its ms. */
function describeCall(e: TraceEvent): string {
  const data = e.args?.data ?? {};
  const named = [data.url && String(data.url).split('/').pop(), data.functionName, data.type].filter(Boolean).map(String);
  return [e.name, ...named, ms(e.dur!)].join(' ');
}

/**
 * 'style 15, layout 13, parse 3': what a task's events spent, by kind, largest first, in ms. Only the outermost event
 * of a kind counts, so nested script calls are not counted twice.
 */
export function describeWork(inside: Pick<TraceEvent, 'name' | 'ts' | 'dur'>[]): string {
  const byKind = new Map<string, number>();
  for (const e of inside) {
    const kind = KINDS[e.name];
    if (!kind || e.dur === undefined) continue;
    const parent = inside.find((p) => p !== e && KINDS[p.name] === kind && p.ts <= e.ts && p.ts + (p.dur ?? 0) >= e.ts + e.dur!);
    if (!parent) byKind.set(kind, (byKind.get(kind) ?? 0) + e.dur);
  }
  return [...byKind]
    .sort((a, b) => b[1] - a[1])
    .filter(([, us]) => us >= 500)
    .map(([kind, us]) => `${kind} ${ms(us)}`)
    .join(', ');
}

/**
 * The renderer's main thread tasks over 10 ms after the navigation starts, each with its breakdown, and the
 * blocking time (each task's time over 50 ms, as TBT counts it, here from the first paint on).
 */
export function summarizeTrace(events: TraceEvent[]): { blocking: number; tasks: string[] } {
  // The page's renderer: of the renderers' main threads (the first is about:blank's), the one that ran most.
  const runs = new Map<string, number>();
  for (const e of events) if (e.name === 'RunTask') runs.set(`${e.pid}/${e.tid}`, (runs.get(`${e.pid}/${e.tid}`) ?? 0) + 1);
  const ranMost = (e: TraceEvent) => runs.get(`${e.pid}/${e.tid}`) ?? 0;
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => ranMost(b) - ranMost(a))[0];
  if (!main) return { blocking: 0, tasks: ['no renderer main thread in the trace'] };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  const start = Math.min(...onMain.filter((e) => e.name === 'ParseHTML').map((e) => e.ts));
  // The first paint: the trace's mark, or else the main thread's first Paint.
  const fcp =
    events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ??
    onMain.find((e) => e.name === 'Paint' && e.ts >= start)?.ts ??
    start;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= start - 50_000 && e.dur! >= 10_000);
  let blocking = 0;
  const lines = tasks.map((task) => {
    const end = task.ts + task.dur!;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end);
    const scripts = inside
      .filter((e) => KINDS[e.name] === 'script' && e.dur! >= 1000)
      .map(describeCall)
      .slice(0, 4);
    if (task.ts >= fcp) blocking += Math.max(0, ms(task.dur!) - 50);
    return `at ${ms(task.ts - start)} ms: ${ms(task.dur!)} ms${task.ts < fcp ? ' (before first paint)' : ''}: ${describeWork(inside)}${scripts.length ? ` [${scripts.join('; ')}]` : ''}`;
  });
  return { blocking, tasks: lines };
}
