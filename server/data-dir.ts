import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The local server's state, kept between runs in one folder (DATA_DIR, by default `.data/`): the database
 * in `pglite/` and the salt of the client-address hashes in `ip-hash-salt`.
 */
export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '../.data');

export const dataDirFrom = (value: string | undefined) => (value ? path.resolve(value) : DEFAULT_DATA_DIR);

export function databaseDir(dataDir: string): string {
  // DATA_DIR once named the database folder itself; opening pglite/ inside it would start an empty database.
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Error(
      `${dataDir} is a database folder: DATA_DIR now names the folder that holds it. ` +
        `Move its contents into ${path.join(dataDir, 'pglite')} or point DATA_DIR at its parent.`,
    );
  }
  return path.join(dataDir, 'pglite');
}

export const SALT_FILE = 'ip-hash-salt';

/**
 * The salt kept in the data folder, made once (32 random bytes, readable by its owner alone) and reused, so
 * that a restart keeps recognising a network that already used up its rate limit.
 */
export function keptSalt(dataDir: string): { salt: string; file: string } {
  const file = path.join(dataDir, SALT_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // 'wx': of two processes starting at once, the second reads the first one's salt.
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const salt = readFileSync(file, 'utf8').trim();
  if (salt.length < 32) throw new Error(`${file} holds no usable salt: delete it and start again.`);
  return { salt, file };
}
