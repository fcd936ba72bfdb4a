/**
 * Where uploaded files are kept, never served by the site: a private Supabase Storage bucket in
 * production (supabase-storage.ts), $DATA_DIR/uploads/ locally (server/local-file-store.ts).
 * Names are the generated stored names (resume-upload.ts), never a visitor's.
 */
export interface FileStore {
  put(name: string, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<void>;
  get(name: string): Promise<Uint8Array>;
  /** Removes the file; a missing one is not an error. */
  remove(name: string): Promise<void>;
}

/** A stored name: a UUID and an extension, nothing a path could climb out of. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|docx|doc)$/;

export function assertStoredName(name: string): void {
  if (!STORED_NAME.test(name)) throw new Error('Not a stored file name');
}
