import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The local data folder (DATA_DIR), the state `npm start` and `npm run dev` keep between runs: the database in
 * pglite/, emails in outbox/, uploads in uploads/ and the salt of the client-address hashes in ip-hash-salt.
 */
export const DEFAULT_DATA_ROOT = path.resolve(import.meta.dirname, '../.data');

export const SALT_FILE = 'ip-hash-salt';

export interface DataPaths {
  database: string;
  outbox: string;
  uploads: string;
  salt: string;
}

/**
 * The paths under a data folder. DATA_DIR used to name the database folder itself: one that holds a database
 * (a PG_VERSION file) stays the database, and the rest goes beside it, so existing data keeps working.
 */
export function dataPaths(root: string): DataPaths {
  const legacy = existsSync(path.join(root, 'PG_VERSION'));
  const base = legacy ? path.dirname(root) : root;
  return {
    database: legacy ? root : path.join(root, 'pglite'),
    outbox: path.join(base, 'outbox'),
    uploads: path.join(base, 'uploads'),
    salt: path.join(base, SALT_FILE),
  };
}

/** DATA_DIR, resolved, or the default. */
export const dataRootFromEnv = (value: string | undefined) => (value ? path.resolve(value) : DEFAULT_DATA_ROOT);

/**
 * The salt kept in `file`, made once (32 random bytes, readable by its owner alone) and reused, so that a
 * restart keeps recognising a network that already used up its rate limit.
 */
export function keptSalt(file: string): string {
  if (!existsSync(file)) {
    privateFolder(path.dirname(file));
    // 'wx': of two processes starting at once, the second reads the first one's salt.
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const salt = readFileSync(file, 'utf8').trim();
  if (salt.length < 32) throw new Error(`${file} holds no usable salt: delete it and start again.`);
  return salt;
}

/** A folder only its owner may open (0700): made so, or tightened when it exists; `mkdir`'s mode alone obeys the umask. */
export function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Every folder under `dir` 0700 and every file 0600: what an older version or PGlite's own files left open. */
export function tightenTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      chmodSync(full, 0o700);
      tightenTree(full);
    } else if (entry.isFile()) chmodSync(full, 0o600);
  }
}

/**
 * The data folder as no other user of the machine may read it (it holds leads, résumés, emails with their links,
 * the salt): its folders 0700 and every file in them 0600, existing ones tightened, whatever the umask.
 */
export function privateDataFolder(paths: DataPaths): void {
  const base = path.dirname(paths.salt);
  for (const dir of [base, paths.database, paths.outbox, paths.uploads]) privateFolder(dir);
  tightenTree(base);
}
