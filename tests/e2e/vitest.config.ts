import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import SlowFirst from './slow-first.ts';

/**
 * Files that edit the repository's sources (the editor saves pages and content files, and creates a post): the
 * other files read those sources (the routes a build must hold, the content modules they import), so these run
 * after them, never beside them, and one at a time: each starts `npm run dev`, whose pages reload when another
 * file's editor writes a source they import. A new file that edits a source is named editor*.e2e.ts.
 */
const EDITS_SOURCES = ['tests/e2e/editor*.e2e.ts'];

// Tests of the built site: byte budgets, and real Chromium against dist/ and the local function.
// Two files at a time, one a worker: most of a browser test's time is waiting, for a page, a server or a timer.
export default defineConfig({
  // As in vite.config.ts: the tests import the contact fields the form and the function share.
  resolve: { alias: { '@shared': fileURLToPath(new URL('../../supabase/functions/_shared', import.meta.url)) } },
  test: {
    globalSetup: ['tests/e2e/global-setup.ts'],
    maxWorkers: 2,
    sequence: { sequencer: SlowFirst },
    reporters: ['default', './tests/e2e/file-times.ts'],
    // Tests marked concurrent (early-taps) run two at a time.
    maxConcurrency: 2,
    // The same variables the test build was made with (npm test builds with --mode test).
    env: loadEnv('test', process.cwd(), 'VITE_'),
    testTimeout: 30_000,
    // expect.poll waits for what a person would see; its default second is too short beside the other worker.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'site', include: ['tests/e2e/**/*.e2e.ts', 'tests/bench/**/*.test.ts'], exclude: EDITS_SOURCES },
      },
      {
        extends: true,
        test: { name: 'editor', include: EDITS_SOURCES, sequence: { groupOrder: 1 }, fileParallelism: false },
      },
    ],
  },
});
