import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, started first: two workers end no sooner than the last file started, so a long
 * file left to the end (a fresh clone has no timings, and vitest then orders the files by size) runs alone.
 * The two files that throttle the CPU (early-taps, early-form) are kept apart: early-form is next after visual and
 * contact, which take about as long as early-taps, since beside early-taps' throttled pages its browser and server
 * took over a minute to start. A file missing here still runs, in vitest's order.
 */
const SLOW = ['early-taps', 'visual', 'contact', 'early-form', 'forms', 'quick-start'];

const rank = (spec: TestSpecification) => {
  const index = SLOW.findIndex((name) => spec.moduleId.endsWith(`/${name}.e2e.ts`));
  return index === -1 ? SLOW.length : index;
};

export default class SlowFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order)
      .map(({ spec }) => spec);
  }
}
