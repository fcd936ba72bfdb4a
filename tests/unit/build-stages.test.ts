import { describe, expect, it } from 'vitest';
import { parseStages, stageLine } from '../../build/build-stages.ts';
import { mapLimit } from '../../build/prerender/map-limit.ts';

describe('mapLimit', () => {
  it('gives the results in the items’ order, with at most `limit` runs in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const done = mapLimit([1, 2, 3, 4, 5], 2, async (item, index) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise<void>((resolve) => releases.push(resolve));
      inFlight -= 1;
      return `${index}:${item * 10}`;
    });
    // Let the runs finish in reverse order of their start, as they are started.
    while (releases.length || inFlight) {
      await Promise.resolve();
      releases.pop()?.();
    }
    expect(await done).toEqual(['0:10', '1:20', '2:30', '3:40', '4:50']);
    expect(most).toBe(2);
  });

  it('runs nothing for no items', async () => {
    expect(await mapLimit([], 4, () => Promise.reject(new Error('never')))).toEqual([]);
  });
});

describe('the build’s stage lines', () => {
  it('are read back by name, in order, a stage printed twice summed', () => {
    const output = [
      'vite v8',
      stageLine('client bundle', 1500),
      'images: 3 files',
      stageLine('images', 250),
      stageLine('images', 750),
    ].join('\n');
    expect([...parseStages(output)]).toEqual([
      ['client bundle', 1500],
      ['images', 1000],
    ]);
  });
});
