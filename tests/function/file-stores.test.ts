import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStore } from '../../server/local-file-store.ts';
import type { FileStore } from '../../supabase/functions/_shared/uploads/file-store.ts';
import { supabaseStorage } from '../../supabase/functions/_shared/uploads/supabase-storage.ts';

const NAME = '0f5c1b8e-2f7a-4c1e-9d3b-6a7e8f9a0b1c.pdf';
const KEY = 'service-role-key';
const bytes = new Uint8Array([37, 80, 68, 70, 1, 2, 3]);

/** What any file store must do, the same locally and on Supabase. */
function behavesAsAFileStore(store: () => FileStore) {
  it('keeps a file under its stored name and gives it back', async () => {
    await store().put(NAME, bytes, 'application/pdf');
    expect(Array.from(await store().get(NAME))).toEqual(Array.from(bytes));
  });

  it('never overwrites a stored file', async () => {
    await expect(store().put(NAME, new Uint8Array([9]), 'application/pdf')).rejects.toThrow();
    expect(Array.from(await store().get(NAME))).toEqual(Array.from(bytes));
  });

  it('removes a file, and a missing one quietly', async () => {
    await store().remove(NAME);
    await expect(store().get(NAME)).rejects.toThrow();
    await store().remove(NAME);
  });

  it('refuses a name it did not make', async () => {
    for (const name of ['../secrets.pdf', 'cv.pdf', `${NAME}/x`])
      await expect(store().put(name, bytes, 'application/pdf')).rejects.toThrow('Not a stored file name');
  });
}

describe('the local file store', () => {
  let dir: string;
  beforeAll(async () => {
    dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'paylean-uploads-')), 'uploads');
  });
  afterAll(() => rm(path.dirname(dir), { recursive: true, force: true }));

  behavesAsAFileStore(() => localFileStore(dir));

  it('writes files only its owner can read', async () => {
    await localFileStore(dir).put(NAME, bytes, 'application/pdf');
    expect((await stat(path.join(dir, NAME))).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).toEqual([NAME]);
    await localFileStore(dir).remove(NAME);
  });
});

describe('the Supabase Storage store, against a stand-in for the Storage API', () => {
  const objects = new Map<string, Buffer>();
  const seen: { method: string; url: string; auth?: string; type?: string }[] = [];
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, type: req.headers['content-type'] });
        const send = (status: number, data: unknown) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
        if (req.headers.authorization !== `Bearer ${KEY}` || req.headers.apikey !== KEY) return send(403, { error: 'Unauthorized' });
        const upload = /^\/storage\/v1\/object\/resumes\/([^/]+)$/.exec(req.url!);
        const download = /^\/storage\/v1\/object\/authenticated\/resumes\/([^/]+)$/.exec(req.url!);
        if (req.method === 'POST' && upload) {
          if (objects.has(upload[1]!)) return send(409, { error: 'Duplicate', message: 'The resource already exists' });
          objects.set(upload[1]!, body);
          return send(200, { Key: `resumes/${upload[1]}` });
        }
        if (req.method === 'GET' && download) {
          const object = objects.get(download[1]!);
          if (!object) return send(404, { error: 'not_found' });
          return res.writeHead(200, { 'content-type': 'application/pdf' }).end(object);
        }
        if (req.method === 'DELETE' && req.url === '/storage/v1/object/resumes') {
          const { prefixes } = JSON.parse(body.toString()) as { prefixes: string[] };
          const removed = prefixes.filter((p) => objects.delete(p));
          return send(
            200,
            removed.map((name) => ({ name })),
          );
        }
        send(400, { error: 'unexpected request' });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  behavesAsAFileStore(() => supabaseStorage({ url, serviceRoleKey: KEY, bucket: 'resumes' }));

  it('sends the service role key and the file’s type, and reads through the authenticated (private) path', () => {
    expect(seen[0]).toEqual({ method: 'POST', url: `/storage/v1/object/resumes/${NAME}`, auth: `Bearer ${KEY}`, type: 'application/pdf' });
    expect(seen.some((r) => r.url.includes('/object/public/'))).toBe(false);
  });

  it('fails with the status only, whatever the answer says', async () => {
    const store = supabaseStorage({ url, serviceRoleKey: 'wrong', bucket: 'resumes' });
    await expect(store.put(NAME, bytes, 'application/pdf')).rejects.toThrow(/^Storage upload failed: 403$/);
  });
});
