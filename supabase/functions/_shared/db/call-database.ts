/**
 * The one way the functions reach Postgres: a database function by its name, with its arguments by name (as
 * PostgREST's rpc takes them). `set` asks for every row of a set-returning function; otherwise the function's value.
 * Its adapters: PostgREST on Supabase (supabase-store.ts), PGlite locally (server/db/pglite-database.ts).
 */
export type CallDatabase = (name: string, args: Record<string, unknown>, returns?: 'value' | 'set') => Promise<unknown>;
