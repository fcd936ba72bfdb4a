import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// PGlite does not stop two processes from opening one data folder (which corrupts it), so we do.
export const LOCK_FILE = 'paylean.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${dataDir} is in use by process ${pid}; stop that process first ` +
        `(or delete ${path.join(dataDir, LOCK_FILE)} if it is not a PayLean server).`,
    );
  }
}

/** Claims dataDir for this process; returns the release function. Stale locks (dead process) are taken over. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const holder = lockHolder(dataDir);
  if (holder !== undefined && holder !== process.pid) throw new DataDirInUseError(dataDir, holder);
  writeFileSync(file, String(process.pid), { mode: 0o600 });
  const release = () => {
    process.off('exit', release);
    if (lockHolder(dataDir) === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}

/** The live process holding dataDir, if any. */
export function lockHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'));
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
