import type { Reporter, TestModule } from 'vitest/node';

/**
 * A file that takes longer than this holds the whole end-to-end run up: the two workers share the files, so the
 * run can never end before its slowest file. Under CI (`CI` set) a file over it fails the run; elsewhere it is
 * named. The slowest file (early-form, beside early-taps' throttled pages) took 224 s in a clean-clone CI run on an
 * idle 2-core machine; this leaves a third more for a busy one, so only a file grown too slow crosses it: split such
 * a file or make it cheaper, rather than raise this.
 */
export const FILE_BUDGET_S = 300;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Prints each end-to-end file's wall time, slowest first, and holds every file to FILE_BUDGET_S. */
export default class FileTimes implements Reporter {
  private runStarted = 0;
  private started = new Map<string, number>();
  private times: { file: string; ms: number }[] = [];

  onTestRunStart() {
    this.runStarted = performance.now();
  }

  onTestModuleStart(module: TestModule) {
    this.started.set(module.moduleId, performance.now());
  }

  /** The file's wall time: loading it (its imports), then its tests and hooks, concurrent ones counted once. */
  onTestModuleEnd(module: TestModule) {
    const { prepareDuration, environmentSetupDuration, collectDuration, setupDuration } = module.diagnostic();
    const running = performance.now() - (this.started.get(module.moduleId) ?? performance.now());
    this.times.push({
      file: module.relativeModuleId,
      ms: prepareDuration + environmentSetupDuration + collectDuration + setupDuration + running,
    });
  }

  onTestRunEnd() {
    if (this.times.length === 0) return;
    const times = this.times.sort((a, b) => b.ms - a.ms);
    const width = Math.max(...times.map((t) => t.file.length));
    const overBudget = (ms: number) => ms > FILE_BUDGET_S * 1000;
    console.log(`\nEnd-to-end files by time, budget ${FILE_BUDGET_S} s a file (the run: ${seconds(performance.now() - this.runStarted)}):`);
    for (const { file, ms } of times)
      console.log(`  ${file.padEnd(width)}  ${seconds(ms).padStart(8)}${overBudget(ms) ? '  OVER BUDGET' : ''}`);
    const over = times.filter((t) => overBudget(t.ms));
    if (over.length === 0) return;
    const message = `${over.map((t) => t.file).join(', ')} took longer than the ${FILE_BUDGET_S} s a file may take: make it cheaper or split it`;
    if (process.env.CI) {
      console.error(message);
      process.exitCode = 1;
    } else console.warn(message);
  }
}
