import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalServer } from '../../server/app.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One server for the whole suite: the prerendered dist/ plus the contact function. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const server = await startLocalServer({ distDir: dist, port: 0 });
  project.provide('baseUrl', server.url);
  return () => server.close();
}
