import type { PGlite } from '@electric-sql/pglite';

interface Pending {
  call: Record<string, unknown>;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * PGlite runs one statement at a time on one thread, so a round trip per submission caps the throughput.
 * Submissions that arrive while a statement runs wait and go together in the next one: one SELECT calling
 * submit_contact_form once per submission (its `submission` and `limits`), in arrival order, in one transaction. Each call sees the rows and
 * slots of the calls before it, so the limits and the duplicate check hold within a batch as across batches.
 * Nobody is answered before the statement holding their row has committed.
 */
export function batchSubmitter(db: PGlite, maxRows = 200) {
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
    try {
      const result = await db.query<{ answer: unknown }>(
        `select public.submit_contact_form(c.value -> 'submission', c.value -> 'limits') as answer
           from jsonb_array_elements($1::jsonb) with ordinality as c(value, n) order by c.n`,
        [JSON.stringify(batch.map((pending) => pending.call))],
      );
      batch.forEach((pending, i) => pending.resolve(result.rows[i]?.answer));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // One bad row must not fail its neighbours: each goes again on its own.
      for (const pending of batch) await run([pending]);
    }
  }

  return (call: Record<string, unknown>) =>
    new Promise<unknown>((resolve, reject) => {
      queue.push({ call, resolve, reject });
      if (!running) void drain();
    });
}
