import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  /** What the server printed so far, for a failing test's message. */
  output: () => string;
  /**
   * Sends the signal to the whole process group (npm, its shell, tsx, node) and resolves once every process of
   * it has exited, or after `withinMs` (groupAlive then tells).
   */
  stop: (signal?: NodeJS.Signals, withinMs?: number) => Promise<void>;
  /** Whether any process of the group is still running. */
  groupAlive: () => boolean;
}

/**
 * A server command in a process group of its own, resolved once it prints its URL. Signalling the group, not
 * only the first process, is what stops `npm run …`: npm's children outlive a signal sent to npm alone.
 */
export async function startServerProcess(
  command: string,
  args: string[],
  { env, urlPattern }: { env: NodeJS.ProcessEnv; urlPattern: RegExp },
): Promise<ServerProcess> {
  const child = spawn(command, args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  const exited = once(child, 'exit');
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = urlPattern.exec(output)?.[1];
      if (found) resolve(found);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(([code]) => reject(new Error(`${command} ${args.join(' ')} exited (${code}):\n${output}`)));
  });
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  return {
    url,
    output: () => output,
    groupAlive,
    stop: async (signal = 'SIGTERM', withinMs = 10_000) => {
      if (groupAlive()) process.kill(-child.pid!, signal);
      await exited;
      // npm exits as soon as it gets the signal; the server it started takes a moment to close its database.
      const deadline = Date.now() + withinMs;
      while (groupAlive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}
