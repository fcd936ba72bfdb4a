import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockHolder } from '../../server/data-lock.ts';
import { openStore, type PgliteStore } from '../../server/pglite-store.ts';
import type { ContactRow } from '@shared/db/store';
import { ann } from '../fixtures/contact.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'paylean-pglite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Limits out of the way: contact-rate-limits.test.ts tests them.
const OPEN = { network: null, perNetworkPerMinute: 1e6, perEmailPerHour: 1e6 };
const insert = async (store: PgliteStore, r: ContactRow) => (await store.submit(r, OPEN)).outcome;
const has = async (store: PgliteStore, id: string) =>
  (await store.db.query('select 1 from public.contact_submissions where submission_id = $1', [id])).rows.length > 0;

const row = (firstName: string) => ({
  ...ann,
  firstName,
  employees: 3,
  message: 'Hi',
  callConsent: false,
  submissionId: crypto.randomUUID(),
});

// Opens a folder twice in sequence (new, then reopen): the slow part of this file.
describe('PGlite store in a folder', () => {
  test('migrates, stores, lists newest first, and survives a reopen', async () => {
    const store = await openStore(dir);
    expect(await openStore(dir)).toBe(store); // one instance per folder per process
    expect(lockHolder(dir)).toBe(process.pid);

    const first = row('First');
    expect(await insert(store, first)).toBe('inserted');
    expect(await insert(store, row('Second'))).toBe('inserted');
    expect(await insert(store, first)).toBe('duplicate');
    expect((await store.list()).map((r) => r.firstName)).toEqual(['Second', 'First']);
    expect((await store.list({ limit: 1 })).map((r) => r.firstName)).toEqual(['Second']);
    expect(await store.list()).toContainEqual({
      id: expect.any(Number),
      ...first,
      clientIpHash: null,
      createdAt: expect.any(Date),
    });
    await store.close();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);

    const reopened = await openStore(dir);
    expect(reopened).not.toBe(store);
    expect(await reopened.count()).toBe(2);
    const migrations = await reopened.db.query('select version, name from supabase_migrations.schema_migrations');
    expect(migrations.rows).toContainEqual({ version: '20240115000000', name: 'contact_submissions' });
    expect(migrations.rows).toContainEqual({ version: '20261123000000', name: 'contact_rate_limits' });
    expect(migrations.rows).toContainEqual({ version: '20261123000100', name: 'contact_retention' });
    await reopened.close();
  }, 90_000);

  test('refuses a folder another live process holds, and takes over a stale lock', async () => {
    writeFileSync(path.join(dir, LOCK_FILE), String(process.ppid));
    await expect(openStore(dir)).rejects.toThrow(DataDirInUseError);
    await expect(openStore(dir)).rejects.toThrow(`in use by process ${process.ppid}`);

    writeFileSync(path.join(dir, LOCK_FILE), '999999999');
    expect(lockHolder(dir)).toBeUndefined();
    rmSync(path.join(dir, LOCK_FILE));
  });

  test('concurrent submissions share statements, and each caller gets its own answer', async () => {
    const store = await openStore(dir);
    try {
      const rows = Array.from({ length: 120 }, (_, i) => row(`Batch${i}`));
      const again = rows[0]!;
      const queries = vi.spyOn(store.db, 'query');
      const answers = await Promise.all([
        ...rows.map((r) => insert(store, r)),
        insert(store, again),
        insert(store, { ...again, submissionId: again.submissionId.toUpperCase() }), // the same uuid
      ]);
      expect(answers.filter((answer) => answer === 'inserted')).toHaveLength(120);
      expect(answers.slice(120)).toEqual(['duplicate', 'duplicate']);
      expect(queries).toHaveBeenCalledTimes(1); // 122 inserts made in one tick: one statement
      queries.mockRestore();
      expect(await has(store, again.submissionId)).toBe(true);
      expect(await has(store, crypto.randomUUID())).toBe(false);

      // One row Postgres refuses fails only its own caller, not the others in its statement.
      const good = [row('Good1'), row('Good2')];
      const results = await Promise.allSettled([
        insert(store, good[0]!),
        insert(store, { ...row('Bad'), submissionId: 'not-a-uuid' }),
        insert(store, good[1]!),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      for (const r of good) expect(await has(store, r.submissionId)).toBe(true);
    } finally {
      await store.close();
    }
  }, 60_000);
});
