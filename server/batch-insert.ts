import type { PGlite } from '@electric-sql/pglite';
import { DB_COLUMNS, type ContactDbRow } from '../supabase/functions/_shared/db-row.ts';

type Outcome = 'inserted' | 'duplicate';

interface Pending {
  row: ContactDbRow;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}

/**
 * PGlite runs one statement at a time on one thread, so a round trip per insert caps the throughput. Inserts
 * that arrive while a statement runs wait and go together in the next one: a single multi-row INSERT ... ON
 * CONFLICT DO NOTHING RETURNING submission_id, from which each caller learns whether its own row went in.
 * Nobody is answered before the statement holding their row has committed.
 */
export function batchInserter(db: PGlite, maxRows = 200): (row: ContactDbRow) => Promise<Outcome> {
  const queue: Pending[] = [];
  let running = false;

  async function drain() {
    running = true;
    while (queue.length > 0) {
      // While a statement runs, PGlite's WebAssembly holds the thread and new requests wait in the socket
      // buffers; one turn of the event loop lets those reach the queue, so they share the next statement.
      await new Promise((resolve) => setImmediate(resolve));
      await run(queue.splice(0, maxRows));
    }
    running = false;
  }

  async function run(batch: Pending[]): Promise<void> {
    // The first caller of an id in the batch owns its row; later ones of the same id are duplicates.
    const owners = new Map<string, Pending>();
    for (const pending of batch) {
      const id = pending.row.submission_id.toLowerCase();
      if (!owners.has(id)) owners.set(id, pending);
    }
    try {
      const inserted = await insertRows(db, [...owners.values()].map((pending) => pending.row));
      for (const pending of batch) {
        const id = pending.row.submission_id.toLowerCase();
        pending.resolve(owners.get(id) === pending && inserted.has(id) ? 'inserted' : 'duplicate');
      }
    } catch (error) {
      if (owners.size === 1) {
        for (const pending of batch) pending.reject(error);
        return;
      }
      // One bad row must not fail its neighbours: retry each id on its own.
      for (const id of owners.keys()) await run(batch.filter((pending) => pending.row.submission_id.toLowerCase() === id));
    }
  }

  return (row) =>
    new Promise<Outcome>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      if (!running) void drain();
    });
}

async function insertRows(db: PGlite, rows: ContactDbRow[]): Promise<Set<string>> {
  const width = DB_COLUMNS.length;
  const tuples = rows.map((_, r) => `(${DB_COLUMNS.map((_, c) => `$${r * width + c + 1}`).join(', ')})`);
  const result = await db.query<{ submission_id: string }>(
    `insert into public.contact_submissions (${DB_COLUMNS.join(', ')}) values ${tuples.join(', ')}
     on conflict (submission_id) do nothing returning submission_id`,
    rows.flatMap((row) => DB_COLUMNS.map((column) => row[column])),
  );
  return new Set(result.rows.map((row) => String(row.submission_id).toLowerCase()));
}
