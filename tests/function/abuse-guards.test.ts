// The local server (npm start) as a hostile client meets it, with Plausible's server goals pointed at a stand-in
// collector: a `page` that is no path on the site, posted to every form, neither stops the server nor names another
// site; one address asked for from six client addresses gets one email per form a day, across a restart; and
// nothing in the data folder is open to other users, whatever the umask.
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clientAddressRule } from '@shared/http/client-address';
import { plausibleGoals } from '@shared/delivery/server-goals';
import { HOSTILE_PAGES, plainPost } from '../bench/forms/abuse-cases.ts';
import { FORM_ROUTES, formRoute } from '../bench/forms/routes.ts';
import { loadWebinars, webinarDirs } from '../../build/webinars/sessions.ts';
import { startLocalServer } from '../../server/app.ts';
import { dataPaths, privateDataFolder } from '../../server/data-dir.ts';
import { openStore } from '../../server/pglite-store.ts';
import { startPlausibleCollector } from '../e2e/plausible-collector.ts';

const EVENTS_URL = 'http://127.0.0.1:4317/api/event';
const SITE = 'https://paylean.example';

let root: string;
let collector: Awaited<ReturnType<typeof startPlausibleCollector>>;
let umask: number;
const start = async () => {
  const paths = dataPaths(root);
  privateDataFolder(paths);
  return startLocalServer({
    distDir: path.join(root, 'dist'),
    port: 0,
    dataDir: paths.database,
    uploadsDir: paths.uploads,
    outboxDir: paths.outbox,
    handler: {
      ipHashSalt: 'abuse-test',
      clientAddress: clientAddressRule({ trustForwardedFor: true }),
      goals: plausibleGoals({ domain: 'paylean.example', eventsUrl: EVENTS_URL, site: SITE }),
      log: () => {},
      info: () => {},
    },
    webinars: loadWebinars(webinarDirs('test')),
  });
};
let server: Awaited<ReturnType<typeof start>>;

beforeAll(async () => {
  // A permissive umask, and a data folder an older version left open, with an email and the salt in it.
  umask = process.umask(0);
  root = await mkdtemp(path.join(os.tmpdir(), 'paylean-abuse-'));
  chmodSync(root, 0o755);
  mkdirSync(path.join(root, 'dist'));
  writeFileSync(path.join(root, 'dist', '404.html'), 'Not found');
  mkdirSync(path.join(root, 'outbox'), { mode: 0o755 });
  writeFileSync(path.join(root, 'outbox', 'old--x.eml'), 'To: old@example.com\r\n', { mode: 0o644 });
  writeFileSync(path.join(root, 'ip-hash-salt'), 'a'.repeat(64), { mode: 0o644 });
  collector = await startPlausibleCollector(EVENTS_URL);
  server = await start();
}, 60_000);
afterAll(async () => {
  await server?.close();
  await server?.store.close();
  await collector?.close();
  process.umask(umask);
  await rm(root, { recursive: true, force: true });
});

let client = 0;
const send = (routePath: string, body: Buffer, headers: Record<string, string>) =>
  fetch(`${server.url}${routePath}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.url, 'x-forwarded-for': `198.51.100.${++client}`, ...headers },
    body: new Uint8Array(body),
  });

describe('a hostile page, posted without JavaScript to every form with server goals on', () => {
  test('every post is stored with the home page as its page, no goal names another site, and the server still answers', async () => {
    let n = 0;
    for (const route of FORM_ROUTES) {
      for (const page of HOSTILE_PAGES) {
        const { body, contentType } = plainPost(route, ++n, page);
        const res = await send(route.path, body, { 'content-type': contentType, referer: `${server.url}//evil.example/x?utm_source=spam` });
        expect([route.name, page, res.status]).toEqual([route.name, page, 303]);
        expect(res.headers.get('location')).not.toContain('not-sent');
      }
    }
    const posts = FORM_ROUTES.length * HOSTILE_PAGES.length;
    const goals = await collector.waitFor(`${posts} goals`, (events) => events.length >= posts);
    expect(goals.filter((goal) => new URL(goal.u).origin !== SITE)).toEqual([]);
    expect(new Set(goals.map((goal) => new URL(goal.u).pathname))).toEqual(new Set(['/']));
    const { rows } = await server.store.db.query<{ page: string | null }>(
      'select page from public.contact_submissions union all select page from public.form_leads union all select page from public.newsletter_subscribers',
    );
    expect(rows).toHaveLength(4 * HOSTILE_PAGES.length);
    expect(new Set(rows.map((row) => row.page))).toEqual(new Set(['/']));
    expect((await fetch(`${server.url}/`)).status).toBe(404);
  });
});

describe('one address asked for again and again', () => {
  const emailsTo = (address: string) =>
    readdirSync(server.outboxDir).filter((file) => readFileSync(path.join(server.outboxDir, file), 'utf8').includes(`To: ${address}`))
      .length;
  const request = (route: string, n: number, email: string) => {
    const { body, contentType } = formRoute(route).body(n, crypto.randomUUID());
    return send(formRoute(route).path, Buffer.from(body.toString().replace(`lead${n}@bench.example`, email)), {
      'content-type': contentType,
      accept: 'application/json',
    });
  };

  test('six white paper requests from six client addresses, under six names: six leads, each answered with the link, one email', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await request('white-paper', 100 + i, 'victim@example.com');
      expect(await res.json()).toMatchObject({ success: true, link: expect.stringMatching(/\.pdf$/) });
    }
    await server.idle();
    expect(emailsTo('victim@example.com')).toBe(1);
    const { rows } = await server.store.db.query("select 1 from public.form_leads where email = 'victim@example.com'");
    expect(rows).toHaveLength(6);
    // Another form may send the address its own email.
    expect((await request('webinar-registration', 200, 'victim@example.com')).status).toBe(200);
    await server.idle();
    expect(emailsTo('victim@example.com')).toBe(2);
  });

  test('the limit is kept in the database: after a restart a seventh request still sends nothing', async () => {
    await server.close();
    await server.store.close();
    server = await start();
    expect(await openStore(dataPaths(root).database)).toBe(server.store);
    expect((await request('white-paper', 300, 'Victim@Example.com')).status).toBe(200);
    await server.idle();
    expect(emailsTo('victim@example.com') + emailsTo('Victim@Example.com')).toBe(2);
  });
});

describe('the data folder', () => {
  test('under umask 000, every folder in it is 0700 and every file 0600: database, outbox, uploads, salt', async () => {
    // An application, for a file in uploads/.
    const { body, contentType } = formRoute('application').body(400, crypto.randomUUID());
    expect(
      (await send(formRoute('application').path, Buffer.from(body), { 'content-type': contentType, accept: 'application/json' })).status,
    ).toBe(200);
    await server.idle();
    const open: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (full === path.join(root, 'dist')) continue;
        const mode = statSync(full).mode & 0o777;
        if (mode !== (entry.isDirectory() ? 0o700 : 0o600)) open.push(`${path.relative(root, full)} ${mode.toString(8)}`);
        if (entry.isDirectory()) walk(full);
      }
    };
    walk(root);
    expect(open).toEqual([]);
    expect(statSync(root).mode & 0o777).toBe(0o700);
    for (const folder of ['pglite', 'outbox', 'uploads']) expect(readdirSync(path.join(root, folder)).length).toBeGreaterThan(0);
  });
});
