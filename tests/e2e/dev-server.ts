import path from 'node:path';
import { root, startServerProcess } from './server-process.ts';

export interface DevServer {
  url: string;
  /** What the server printed so far, for a failing test's message. */
  output: () => string;
  close: () => Promise<void>;
}

/**
 * `npm run dev` (Vite's dev server) on a free port, for tests of what only it serves: the editor, drafts.
 * `--force` starts it as on a fresh clone, with its dependency bundle made anew, so no test depends on a
 * cache an earlier run left behind.
 */
export async function startDevServer(): Promise<DevServer> {
  const server = await startServerProcess(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', '0', '--strictPort', '--force'],
    {
      // The test runner's own variables (NODE_ENV=test, VITEST…) would change how Vite serves the app.
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST'))),
        NO_COLOR: '1',
      },
      urlPattern: /Local:\s+(http:\/\/\S+?)\/?\s/,
    },
  );
  return {
    url: server.url,
    output: server.output,
    close: async () => void (await server.stop()),
  };
}
