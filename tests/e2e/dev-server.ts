import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface DevServer {
  url: string;
  /** What the server printed so far, for a failing test's message. */
  output: () => string;
  close: () => Promise<void>;
}

/** `npm run dev` (Vite's dev server) on a free port, for tests of what only it serves: the editor, drafts. */
export async function startDevServer(): Promise<DevServer> {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', '0', '--strictPort'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // The test runner's own variables (NODE_ENV=test, VITEST…) would change how Vite serves the app.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST'))),
      NO_COLOR: '1',
    },
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Local:\s+(http:\/\/\S+?)\/?\s/.exec(output)?.[1];
      if (found) resolve(found);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the dev server exited (${code}):\n${output}`)));
  });
  return {
    url,
    output: () => output,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}
