import { existsSync } from 'node:fs';
import path from 'node:path';

/** The local data folder (DATA_DIR): the database in pglite/, emails in outbox/, uploads in uploads/. */
export const DEFAULT_DATA_ROOT = path.resolve(import.meta.dirname, '../.data');

export interface DataPaths {
  database: string;
  outbox: string;
  uploads: string;
}

/**
 * The folders under a data folder. DATA_DIR used to name the database folder itself: one that holds a database
 * (a PG_VERSION file) stays the database, and the other folders go beside it, so existing data keeps working.
 */
export function dataPaths(root: string): DataPaths {
  if (existsSync(path.join(root, 'PG_VERSION'))) {
    const parent = path.dirname(root);
    return { database: root, outbox: path.join(parent, 'outbox'), uploads: path.join(parent, 'uploads') };
  }
  return { database: path.join(root, 'pglite'), outbox: path.join(root, 'outbox'), uploads: path.join(root, 'uploads') };
}

/** DATA_DIR, resolved, or the default. */
export const dataRootFromEnv = (value: string | undefined) => (value ? path.resolve(value) : DEFAULT_DATA_ROOT);
