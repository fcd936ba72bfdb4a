import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStoredName, STORED_NAME, type FileStore } from '../supabase/functions/_shared/uploads/file-store.ts';

/**
 * Uploaded files on disk, in `dir` ($DATA_DIR/uploads/), outside dist/: the site never serves them.
 * Written with mode 600 and never over an existing file.
 */
export function localFileStore(dir: string): FileStore {
  const file = (name: string) => {
    assertStoredName(name);
    return path.join(dir, name);
  };
  return {
    async put(name, bytes) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeFile(file(name), bytes, { flag: 'wx', mode: 0o600 });
    },
    get: async (name) => new Uint8Array(await readFile(file(name))),
    remove: (name) => rm(file(name), { force: true }),
  };
}

/** A file is written just before its row: younger than this, its row may still be on its way. */
const IN_FLIGHT_MS = 60 * 60 * 1000;

/**
 * Deletes the files of `dir` that no stored row names and that are more than an hour old: the résumé of a send
 * whose store failed (it may have been stored before the reply was lost, so the function keeps it) and that was
 * never retried, or one whose removal failed. Answers how many; as Supabase's nightly cleanup does in the bucket.
 */
export async function removeUnreferenced(dir: string, referenced: ReadonlySet<string>, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [])) {
    if (!STORED_NAME.test(name) || referenced.has(name)) continue;
    if (now - (await stat(path.join(dir, name))).mtimeMs < IN_FLIGHT_MS) continue;
    await rm(path.join(dir, name), { force: true });
    removed += 1;
  }
  return removed;
}
