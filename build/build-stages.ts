/** The line the build prints at the end of each stage (scripts/build.ts), which the build bench reads. */
export const stageLine = (name: string, ms: number) => `stage ${name}: ${(ms / 1000).toFixed(2)} s`;

/** Runs one stage of the build and prints how long it took. */
export async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(stageLine(name, performance.now() - started));
  return result;
}

/** The stages a build's output names, in order, with their times in milliseconds (the same name twice: summed). */
export function parseStages(output: string): Map<string, number> {
  const stages = new Map<string, number>();
  for (const [, name, seconds] of output.matchAll(/^stage (.+): ([\d.]+) s$/gm)) {
    stages.set(name!, (stages.get(name!) ?? 0) + Number(seconds) * 1000);
  }
  return stages;
}
