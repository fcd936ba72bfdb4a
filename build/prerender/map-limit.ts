/**
 * Runs `run` over every item, at most `limit` at a time, and gives the results in the items' order: work that
 * waits (a file written, esbuild's minifier in its own process) overlaps, and memory holds `limit` items in flight.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await run(items[i]!, i);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
