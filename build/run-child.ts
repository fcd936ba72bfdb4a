import { spawn } from 'node:child_process';

/** Runs a command that writes to this process's output; rejects, naming the command, if it fails. */
export function runChild(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
