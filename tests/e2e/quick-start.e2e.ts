import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SALT_FILE } from '../../server/data-dir.ts';
import { LOCK_FILE } from '../../server/data-lock.ts';
import { payload } from '../function/contact-fixtures.ts';
import { readOutbox, recipient } from './outbox.ts';
import { startServerProcess } from './server-process.ts';

const dataDirs: string[] = [];
afterAll(() => Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A new machine's shell: no IP_HASH_SALT. */
const withoutSalt = ({ IP_HASH_SALT: _salt, ...env }: NodeJS.ProcessEnv) => env;

/** `npm run preview` as a visitor's machine runs it, on an embedded Postgres of its own. */
async function preview(dataDir?: string, env: NodeJS.ProcessEnv = {}) {
  dataDir ??= await mkdtemp(path.join(tmpdir(), 'paylean-start-'));
  dataDirs.push(dataDir);
  const server = await startServerProcess('npm', ['run', 'preview'], {
    env: { ...withoutSalt(process.env), PORT: '0', DATA_DIR: dataDir, ...env },
    urlPattern: /running at (http:\/\/\S+)/,
  });
  return { ...server, dataDir };
}

/** A newsletter subscription as a script sends it, with any Host and Origin. */
const subscribe = (url: string, email: string, { host = new URL(url).host, origin = url } = {}) =>
  new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ email, submissionId: crypto.randomUUID(), elapsedMs: 9000 });
    const req = request(`${url}/functions/v1/submit-form/newsletter`, {
      method: 'POST',
      headers: { host, origin, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => (res.resume(), resolve(res.statusCode!)));
    req.on('error', reject);
    req.end(body);
  });

// `npm start` is `npm run build && npm run preview`; the build is what this suite tests, so this runs the second half.
// A test starts one or two servers, each npm, tsx and a new embedded database: seconds of CPU apiece, far more
// while the other worker's browser holds the other core.
describe('npm start', { timeout: 90_000 }, () => {
  it('serves the built site and its contact function, and says where the links in emails point', async () => {
    const server = await preview();
    try {
      // Printed on the line after the address.
      await expect
        .poll(() => server.output())
        .toContain(`Links in emails point at ${server.url}, the address it listens on (set SITE_URL to change it)`);
      const page = await fetch(`${server.url}/faq`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Frequently Asked Questions');
      const bad = await fetch(`${server.url}/functions/v1/send-contact-form`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error?: string }).error).toBeTruthy();
    } finally {
      await server.stop();
    }
  });

  it('with SITE_URL: a forged Host is refused and stores and sends nothing; every link points at SITE_URL', async () => {
    const site = 'https://paylean.example';
    const server = await preview(undefined, { SITE_URL: site });
    const outbox = path.join(server.dataDir, 'outbox');
    try {
      await expect.poll(() => server.output()).toContain(`Links in emails point at ${site} (SITE_URL)`);
      expect(await subscribe(server.url, 'victim@acme.example', { host: 'evil.example', origin: 'http://evil.example' })).toBe(421);
      expect(await subscribe(server.url, 'ann@acme.example')).toBe(200);
      // The email follows the answer.
      await expect.poll(async () => (await readOutbox(outbox)).map(recipient), { timeout: 15_000 }).toEqual(['ann@acme.example']);
      const [mail] = await readOutbox(outbox);
      const links = [...(mail!.text ?? '').matchAll(/https?:\/\/\S+/g)].map(([link]) => new URL(link).origin);
      expect(new Set(links)).toEqual(new Set([site]));
    } finally {
      await server.stop();
    }
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops on ${signal}: every process exits, and the database it closed opens again`, async () => {
      const first = await preview();
      await first.stop(signal);
      expect(first.groupAlive(), first.output()).toBe(false);
      // DATA_DIR holds the database in pglite/ (and the outbox beside it).
      expect(existsSync(path.join(first.dataDir, 'pglite', 'PG_VERSION')), first.output()).toBe(true);
      expect(existsSync(path.join(first.dataDir, 'pglite', LOCK_FILE)), 'the data folder is released').toBe(false);
      // A database left open would need recovery; the next start on the same folder just works.
      const second = await preview(first.dataDir);
      try {
        expect((await fetch(`${second.url}/faq`)).status).toBe(200);
      } finally {
        await second.stop();
      }
    });
  }

  it('keeps its rate limits across a restart: the 6th post in a minute from one address is refused', async () => {
    const send = (url: string, n: number) =>
      fetch(`${url}/functions/v1/send-contact-form`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify(payload({ email: `ann.${n}@acme.example` })),
      });
    const first = await preview();
    try {
      for (let n = 1; n <= 5; n++) expect((await send(first.url, n)).status).toBe(200);
    } finally {
      await first.stop();
    }
    const salt = path.join(first.dataDir, SALT_FILE);
    expect(statSync(salt).mode & 0o777, 'the salt is readable by its owner alone').toBe(0o600);
    expect(first.output()).toContain(`IP_HASH_SALT is not set: client-address hashes use the salt kept in ${salt}`);

    const second = await preview(first.dataDir);
    try {
      const refused = await send(second.url, 6);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error?: string }).error).toMatch(/^Too many messages from your network\./);
    } finally {
      await second.stop();
    }
  });
});
