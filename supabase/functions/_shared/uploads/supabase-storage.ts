import { assertStoredName, type FileStore } from './file-store.ts';

export interface StorageSettings {
  /** The project's URL, https://<ref>.supabase.co */
  url: string;
  /** The service role key: only the function writes, reads and removes; the bucket is private. */
  serviceRoleKey: string;
  bucket: string;
  fetch?: typeof fetch;
}

/**
 * Files in a private Supabase Storage bucket, through its HTTP API (fetch alone, so it runs in Deno
 * and Node): POST /storage/v1/object/<bucket>/<name> to upload (never overwriting), GET
 * /storage/v1/object/authenticated/<bucket>/<name> to read, DELETE /storage/v1/object/<bucket>
 * with the names to remove. A failure throws with the status only: the answer may quote the request.
 */
export function supabaseStorage({ url, serviceRoleKey, bucket, fetch: fetchFn = fetch }: StorageSettings): FileStore {
  const base = `${url.replace(/\/+$/, '')}/storage/v1/object`;
  const auth = { Authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey };
  const fail = (what: string, res: Response) => {
    void res.body?.cancel();
    return new Error(`Storage ${what} failed: ${res.status}`);
  };
  return {
    async put(name, bytes, contentType) {
      assertStoredName(name);
      const res = await fetchFn(`${base}/${bucket}/${name}`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': contentType, 'x-upsert': 'false', 'Cache-Control': 'no-store' },
        body: bytes,
      });
      if (!res.ok) throw fail('upload', res);
      await res.body?.cancel();
    },
    async get(name) {
      assertStoredName(name);
      const res = await fetchFn(`${base}/authenticated/${bucket}/${name}`, { headers: auth });
      if (!res.ok) throw fail('download', res);
      return new Uint8Array(await res.arrayBuffer());
    },
    async remove(name) {
      assertStoredName(name);
      const res = await fetchFn(`${base}/${bucket}`, {
        method: 'DELETE',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ prefixes: [name] }),
      });
      if (!res.ok) throw fail('delete', res);
      await res.body?.cancel();
    },
  };
}
