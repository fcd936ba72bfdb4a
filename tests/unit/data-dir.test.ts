import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataPaths } from '../../server/data-dir.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'paylean-data-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('DATA_DIR', () => {
  it('holds the database in pglite/, emails in outbox/, uploads in uploads/ and the salt in ip-hash-salt', () => {
    expect(dataPaths(root)).toEqual({
      database: path.join(root, 'pglite'),
      outbox: path.join(root, 'outbox'),
      uploads: path.join(root, 'uploads'),
      salt: path.join(root, 'ip-hash-salt'),
    });
  });

  it('a DATA_DIR that is itself a database (its old meaning) stays the database, the other folders beside it', () => {
    const old = path.join(root, 'db');
    mkdirSync(old);
    writeFileSync(path.join(old, 'PG_VERSION'), '17');
    expect(dataPaths(old)).toEqual({
      database: old,
      outbox: path.join(root, 'outbox'),
      uploads: path.join(root, 'uploads'),
      salt: path.join(root, 'ip-hash-salt'),
    });
  });
});
