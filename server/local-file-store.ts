import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStoredName, type FileStore } from '../supabase/functions/_shared/uploads/file-store.ts';

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
