import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadWebinars, webinarDirs } from '../../build/webinars/sessions.ts';
import { startLocalServer } from '../../server/app.ts';
import { leftoverProcesses, markRun } from './leftover-processes.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One server for the whole suite: the prerendered dist/ (a test build) plus the form functions, which know its example webinars. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const run = markRun();
  const server = await startLocalServer({ distDir: dist, port: 0, webinars: loadWebinars(webinarDirs('test')) });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.close();
    // No browser, server or dev server started by a test may outlive the suite.
    const left = leftoverProcesses(run);
    for (const { pid } of left) process.kill(pid, 'SIGKILL');
    if (left.length > 0) {
      throw new Error(
        `processes started by the tests outlived them (now killed):\n${left.map((p) => `  ${p.pid} ${p.command}`).join('\n')}`,
      );
    }
  };
}
