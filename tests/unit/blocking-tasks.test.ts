import { describe, expect, it } from 'vitest';
import { blockingPart, describeBlocking } from '../../tests/bench/blocking-tasks.ts';
import { describeWork } from '../../tests/bench/trace-tasks.ts';

describe('blockingPart', () => {
  it('counts a task after FCP beyond its first 50 ms', () => {
    expect(blockingPart(700, 120, 650)).toBe(70);
  });

  it('counts only the part after FCP of a task that straddles it', () => {
    expect(blockingPart(600, 161, 642)).toBe(69);
  });

  it('counts nothing of a task that ends before FCP, or has at most 50 ms after it', () => {
    expect(blockingPart(600, 40, 642)).toBe(0);
    expect(blockingPart(600, 92, 642)).toBe(0);
    expect(blockingPart(700, 50, 650)).toBe(0);
  });
});

describe('describeWork', () => {
  it('sums each kind of work by its outermost events, largest first, in ms', () => {
    const work = describeWork([
      { name: 'DocumentLoader::CommitNavigation', ts: 0, dur: 38_000 },
      { name: 'LocalWindowProxy::Initialize', ts: 10_000, dur: 27_000 },
      { name: 'FunctionCall', ts: 40_000, dur: 3_000 },
      { name: 'FunctionCall', ts: 40_500, dur: 2_000 },
      { name: 'UpdateLayoutTree', ts: 44_000, dur: 200 },
    ]);
    expect(work).toBe('navigation commit 38, script context 27, script 3');
  });

  it('is empty for a task of events it does not name', () => {
    expect(describeWork([{ name: 'RunTask', ts: 0, dur: 60_000 }])).toBe('');
  });
});

describe('describeBlocking', () => {
  it("names each task's start, length, what TBT counts of it, whether FCP waited for it, and its work", () => {
    expect(
      describeBlocking({
        fcp: 642,
        tbt: 69,
        tasks: [
          { start: 600, duration: 161, blocking: 69, fcpWaited: false, work: 'navigation commit 40, script context 27' },
          { start: 780, duration: 62, blocking: 12, fcpWaited: true, work: '' },
        ],
      }),
    ).toBe(
      'FCP 642 ms, TBT 69 ms: at 600 ms 161 ms, counts 69 (navigation commit 40, script context 27); ' +
        'at 780 ms 62 ms, counts 12, FCP waited for it (no named work)',
    );
  });

  it('says so when no task is over 50 ms', () => {
    expect(describeBlocking({ fcp: 650, tbt: 0, tasks: [] })).toBe('FCP 650 ms, TBT 0 ms');
  });
});
