import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The newest PostgreSQL server from Debian's packages, or undefined when not installed. */
export function findPostgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(base, v, 'bin')).find((bin) => existsSync(path.join(bin, 'postgres')));
}

export interface PostgresServer {
  /** Connection settings for a client such as pg's Pool (Unix socket). */
  connection: { host: string; port: number; user: string; database: string };
  /** Whether pg_cron is preloaded (its Debian package is installed for this server version). */
  cron: boolean;
  /** Runs SQL through psql as the superuser; rejects with psql's error text. */
  sql(statements: string): string;
  stop(): void;
}

/**
 * A throwaway PostgreSQL cluster listening only on a Unix socket in a temp folder. PostgreSQL
 * refuses to run as root, so as root it runs as the `postgres` user the package creates.
 */
export async function startPostgres(bin: string): Promise<PostgresServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'paylean-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (cmd: string, args: string[]) =>
    (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];
  const data = path.join(dir, 'data');
  execFileSync(...run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']), { stdio: 'ignore' });
  const port = '5433';
  // pg_cron must be preloaded for the retention migration to schedule its job, as on Supabase.
  const cron = existsSync(path.join(bin, '../lib/pg_cron.so'));
  const cronSettings = cron ? ['-c', 'shared_preload_libraries=pg_cron', '-c', 'cron.database_name=postgres'] : [];
  const server: ChildProcess = spawn(
    ...run(path.join(bin, 'postgres'), ['-D', data, '-k', dir, '-p', port, '-c', 'listen_addresses=', '-F', ...cronSettings]),
    {
      stdio: 'ignore',
    },
  );
  const psql = ['-h', dir, '-p', port, '-U', 'postgres', '-d', 'postgres', '-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1'];
  for (let i = 0; ; i++) {
    try {
      execFileSync(path.join(bin, 'pg_isready'), ['-h', dir, '-p', port], { stdio: 'ignore' });
      break;
    } catch {
      if (i > 100) throw new Error('PostgreSQL did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    connection: { host: dir, port: Number(port), user: 'postgres', database: 'postgres' },
    cron,
    sql: (statements) => {
      try {
        return execFileSync(path.join(bin, 'psql'), [...psql, '-c', statements], { stdio: 'pipe' })
          .toString()
          .trim();
      } catch (error) {
        throw new Error((error as { stderr?: Buffer }).stderr?.toString().trim() || String(error));
      }
    },
    stop: () => {
      server.kill('SIGINT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
