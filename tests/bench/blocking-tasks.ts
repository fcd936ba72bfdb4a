/**
 * What one Lighthouse run's simulated Total Blocking Time is made of, task by task. Lighthouse simulates the load
 * from the trace of a real, unthrottled one (Lantern): every main-thread task runs 4x longer, and TBT counts each
 * task's time after the simulated first contentful paint beyond 50 ms. That FCP is simulated from a subset of the
 * tasks only (the first parse, the first layout, the first paint, render-blocking scripts), so a long task left out
 * of that subset (often the navigation's commit, which both the site and its JavaScript-free copy run) can end after
 * the FCP and count, or not, by how the real load happened to split its work. Its report names neither the task's
 * work nor whether FCP waited for it; this does.
 */
import type { RunnerResult } from 'lighthouse';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { describeWork } from './trace-tasks.ts';

export interface BlockingTask {
  /** Simulated start and duration, ms. */
  start: number;
  duration: number;
  /** What TBT counts of it. */
  blocking: number;
  /** Whether the simulated FCP waited for it: then it ends before that FCP in the simulation of FCP's own tasks. */
  fcpWaited: boolean;
  /** Its work in the real load, e.g. 'navigation commit 38, script context 27' (ms at 1x). */
  work: string;
}

export interface RunBlocking {
  fcp: number;
  tbt: number;
  tasks: BlockingTask[];
}

/** The part of a task TBT counts: its time after FCP, beyond 50 ms. */
export const blockingPart = (start: number, duration: number, fcp: number): number => {
  const after = start + duration - Math.max(start, fcp);
  return after > 50 ? after - 50 : 0;
};

interface TraceEventLike {
  name: string;
  ts: number;
  dur?: number;
}
interface LanternNode {
  id: string;
  type: string;
  childEvents: TraceEventLike[];
  traverse(visit: (node: LanternNode) => void): void;
}
interface Timing {
  startTime: number;
  duration: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<LanternNode, Timing>;
}
interface LanternResult {
  timing: number;
  optimisticGraph: LanternNode;
  pessimisticGraph: LanternNode;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
interface Computed {
  request(data: unknown, context: unknown): Promise<LanternResult>;
}

/** The simulated FCP and TBT of one run, and each task over 50 ms with what it did and what TBT counted of it. */
export async function readBlockingTasks(result: RunnerResult): Promise<RunBlocking> {
  const context = { settings: result.lhr.configSettings, computedCache: new Map() };
  const data = Audit.makeMetricComputationDataInput(result.artifacts, context as never);
  const fcp = await (LanternFirstContentfulPaint as unknown as Computed).request(data, context);
  const tbt = await (LanternTotalBlockingTime as unknown as Computed).request(data, context);
  const waitedFor = new Set<string>();
  fcp.optimisticGraph.traverse((node) => waitedFor.add(node.id));
  const tasks: BlockingTask[] = [];
  tbt.pessimisticGraph.traverse((node) => {
    const timing = tbt.pessimisticEstimate.nodeTimings.get(node);
    if (node.type !== 'cpu' || !timing || timing.duration <= 50) return;
    // As Lighthouse does: the mean of the optimistic simulation from the pessimistic FCP, and the other way round.
    const counted = (estimate: Estimate, fcpMs: number) => {
      const t = estimate.nodeTimings.get(node);
      return t ? blockingPart(t.startTime, t.duration, fcpMs) : 0;
    };
    tasks.push({
      start: Math.round(timing.startTime),
      duration: Math.round(timing.duration),
      blocking: Math.round(
        (counted(tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs) +
          counted(tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs)) /
          2,
      ),
      fcpWaited: waitedFor.has(node.id),
      work: describeWork(node.childEvents),
    });
  });
  return { fcp: Math.round(fcp.timing), tbt: Math.round(tbt.timing), tasks: tasks.sort((a, b) => a.start - b.start) };
}

/** 'FCP 642 ms, TBT 69 ms: at 600 ms 161 ms, counts 61 (navigation commit 38, script context 27)'. */
export function describeBlocking({ fcp, tbt, tasks }: RunBlocking): string {
  const each = tasks.map(
    (t) =>
      `at ${t.start} ms ${t.duration} ms, counts ${t.blocking}${t.fcpWaited ? ', FCP waited for it' : ''} (${t.work || 'no named work'})`,
  );
  return `FCP ${fcp} ms, TBT ${tbt} ms${each.length ? `: ${each.join('; ')}` : ''}`;
}
