import type { PGlite } from '@electric-sql/pglite';
import type { CallDatabase } from '../../supabase/functions/_shared/db/call-database.ts';
import { batchSubmitter } from './batch-submit.ts';

const NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * The database functions on PGlite, called as PostgREST calls them: `select * from public.<fn>(arg => $1, ...)`,
 * each argument by its name, typed by the function's own signature. The contact form's writes that arrive together
 * share one statement (batch-submit.ts).
 */
export function pgliteDatabase(db: PGlite): CallDatabase {
  const submitContact = batchSubmitter(db);
  return async (fn, args, returns = 'value') => {
    const names = Object.keys(args);
    if (![fn, ...names].every((name) => NAME.test(name))) throw new Error(`${fn}: not a database function call`);
    if (fn === 'submit_contact_form') return submitContact(args);
    const params = names.map((name, i) => `${name} => $${i + 1}`).join(', ');
    const result = await db.query<{ value: unknown }>(
      `select * from public.${fn}(${params}) as answer(value)`,
      names.map((name) => args[name]),
    );
    return returns === 'set' ? result.rows.map((row) => row.value) : result.rows[0]?.value;
  };
}
