import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests of the built site: byte budgets, and real Chromium against dist/ and the local function.
// One file at a time (2 cores).
export default defineConfig({
  // As in vite.config.ts: the tests import the contact fields the form and the function share.
  resolve: { alias: { '@shared': fileURLToPath(new URL('../../supabase/functions/_shared', import.meta.url)) } },
  test: {
    include: ['tests/e2e/**/*.e2e.ts', 'tests/bench/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    // Tests marked concurrent (early-taps) run two at a time.
    maxConcurrency: 2,
    // The same variables the test build was made with (npm test builds with --mode test).
    env: loadEnv('test', process.cwd(), 'VITE_'),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
