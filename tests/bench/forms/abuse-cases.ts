// The probe's abuse cases beyond a single bad request: a hostile `page`, one address flooded from many clients,
// a receiver that stays down, an email provider that never answers, and who may read the data folder. Each case
// is one entry of ABUSE_CASES (a title and what it measured, as lines); another is one more entry here or in a
// file of its own whose list tests/bench/contact.ts prints too.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { resendMailer } from '../../../supabase/functions/_shared/delivery/mail.ts';
import { BENCH_SITE, type BenchServer } from './bench-server.ts';
import { FORM_ROUTES, formRoute, type FormRoute } from './routes.ts';

export interface ProbeCase {
  title: string;
  run(server: BenchServer): Promise<string[]>;
}

/** `page` values a hostile client posts: none is a path on the site. */
export const HOSTILE_PAGES = [
  'http://[',
  '//evil.example/x?utm_source=spam',
  'javascript:alert(1)',
  '\\\\evil.example\\x',
  '/\\evil.example/x',
  'https://evil.example/x',
];

/** A route's body for submission n with another email address in it. */
function bodyFor(route: FormRoute, n: number, email?: string) {
  const { body, contentType } = route.body(n, crypto.randomUUID());
  const text = Buffer.from(body).toString('latin1');
  return { body: Buffer.from(email ? text.replace(`lead${n}@bench.example`, email) : text, 'latin1'), contentType };
}

/** A route's body as a browser's plain form post (JavaScript off): its fields urlencoded, with `page` added (the tests send it too). */
export function plainPost(route: FormRoute, n: number, page: string) {
  const { body, contentType } = bodyFor(route, n);
  if (contentType !== 'application/json') return { body, contentType };
  const fields = JSON.parse(body.toString()) as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (['submissionId', 'elapsedMs', 'website'].includes(name) || value === false) continue;
    params.set(name, value === true ? 'on' : String(value));
  }
  params.set('page', page);
  return { body: Buffer.from(params.toString()), contentType: 'application/x-www-form-urlencoded' };
}

/** Resolves once `done()` holds, or after `ms` (the server's goals go out after its answers, unawaited). */
async function settled(done: () => boolean, ms: number) {
  for (const end = Date.now() + ms; !done() && Date.now() < end;) await new Promise((resolve) => setTimeout(resolve, 50));
}

let client = 0;
/** A client address of its own per request (the bench server trusts X-Forwarded-For). */
const nextClient = () => `10.77.${Math.floor(++client / 250)}.${client % 250}`;

const hostilePage: ProbeCase = {
  title: `hostile page values (${HOSTILE_PAGES.length}, with a Referer of //evil.example/x) posted without JavaScript to every form, server goals on`,
  async run(server) {
    let rejections = 0;
    const count = () => void (rejections += 1);
    process.on('unhandledRejection', count);
    const lines: string[] = [];
    let n = 3_000_000;
    for (const route of FORM_ROUTES) {
      const goalsBefore = server.deliveries.goals.length;
      const statuses = new Map<number, number>();
      for (const page of HOSTILE_PAGES) {
        const { body, contentType } = plainPost(route, ++n, page);
        const res = await fetch(`${server.url}${route.path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            origin: server.url,
            referer: `${server.url}//evil.example/x?utm_source=spam`,
            'content-type': contentType,
            'x-forwarded-for': nextClient(),
          },
          body,
        });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
      const sent = [...statuses].filter(([status]) => status === 303).reduce((sum, [, count]) => sum + count, 0);
      await settled(() => server.deliveries.goals.length - goalsBefore >= sent, 3000);
      const goals = server.deliveries.goals.slice(goalsBefore);
      const elsewhere = goals.filter((url) => !URL.canParse(url) || new URL(url).origin !== BENCH_SITE).length;
      lines.push(
        `${route.name.padEnd(22)} ${[...statuses].map(([status, count]) => `${status} x${count}`).join(', ')}; goals ${goals.length}, naming another site ${elsewhere}`,
      );
    }
    await server.idle();
    process.off('unhandledRejection', count);
    const { rows } = await server.store.db.query<{ n: number }>(
      `select count(*)::int as n from (select page from public.contact_submissions union all select page from public.form_leads
        union all select page from public.newsletter_subscribers) p where page is not null and page !~ '^/([^/\\\\]|$)'`,
    );
    const site = await fetch(`${server.url}/`);
    await site.arrayBuffer();
    lines.push(`stored pages that are not a path on the site: ${rows[0]!.n}`);
    lines.push(`unhandled rejections (each one ends \`npm start\`): ${rejections}; the server then answers ${site.status}`);
    return lines;
  },
};

const oneAddress: ProbeCase = {
  title: 'one address, 6 requests per form from 6 client addresses, each with another name',
  async run(server) {
    const lines: string[] = [];
    let n = 4_000_000;
    for (const route of FORM_ROUTES) {
      const victim = `victim-${route.name}@bench.example`;
      const webhooks = server.deliveries.webhooks.size;
      const answers: string[] = [];
      for (let i = 0; i < 6; i++) {
        const { body, contentType } = bodyFor(route, ++n, victim);
        const res = await fetch(`${server.url}${route.path}`, {
          method: 'POST',
          headers: { origin: server.url, accept: 'application/json', 'content-type': contentType, 'x-forwarded-for': nextClient() },
          body,
        });
        const answer = (await res.json()) as Record<string, unknown>;
        answers.push(`${res.status}${'link' in answer || 'links' in answer ? '+link' : ''}`);
      }
      await server.idle();
      lines.push(
        `${route.name.padEnd(22)} answers ${[...new Set(answers)].join(', ')}; emails to the address ${server.deliveries.recipients.get(victim) ?? 0}, webhooks +${server.deliveries.webhooks.size - webhooks}`,
      );
    }
    return lines;
  },
};

const receiverDown: ProbeCase = {
  title: 'the leads webhook receiver down: one lead, each retry made due at once, until it is given up',
  async run(server) {
    const route = formRoute('white-paper');
    const { body, contentType } = bodyFor(route, 5_000_000);
    const id = (JSON.parse(body.toString()) as { submissionId: string }).submissionId;
    server.receiver.down = true;
    const res = await fetch(`${server.url}${route.path}`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': contentType, 'x-forwarded-for': nextClient() },
      body,
    });
    await res.arrayBuffer();
    await server.idle();
    const waits: number[] = [];
    let end = 'still owed after 30 tries';
    for (let tries = 0; tries < 30; tries++) {
      const { rows } = await server.store.db.query<{ wait: number; failed: string | null }>(
        `select extract(epoch from claimed_until - now())::float as wait, to_jsonb(e) ->> 'failed_at' as failed
           from public.form_effects e where submission_id = $1 and kind = 'lead-webhook'`,
        [id],
      );
      const row = rows[0];
      if (!row) {
        end = `deleted after ${waits.length + 1} tries: the lead never reaches the receiver`;
        break;
      }
      if (row.failed) {
        end = `kept, marked failed, after ${waits.length + 1} tries`;
        break;
      }
      waits.push(row.wait);
      await server.store.db.query(`update public.form_effects set claimed_until = now() - interval '1 second' where submission_id = $1`, [
        id,
      ]);
      await server.drain();
    }
    const span = (seconds: number) => (seconds < 3600 ? `${Math.round(seconds / 60)} min` : `${(seconds / 3600).toFixed(1)} h`);
    const lines = [
      `waits between tries: ${waits.map(span).join(', ')}`,
      `tries span ${span(waits.reduce((sum, wait) => sum + wait, 0))}; then ${end}`,
    ];
    server.receiver.down = false;
    const retry = await server.store.db
      .query<{ n: number }>('select public.retry_failed_form_effects() as n')
      .then((result) => result.rows[0]!.n)
      .catch(() => undefined);
    await server.drain();
    await server.idle();
    lines.push(
      retry === undefined
        ? 'receiver back: nothing can send it again'
        : `receiver back: ${retry} sent again (npm run submissions -- --retry-failed), delivered ${server.deliveries.webhooks.get(`msg_${id}`) ?? 0}`,
    );
    return lines;
  },
};

/** Longer than the lease on an effect (60 s): a send still running then may be claimed and sent a second time. */
const SILENT_WAIT_MS = 65_000;

const silentProvider: ProbeCase = {
  title: 'an email provider that accepts the connection and never answers',
  async run() {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const mailer = resendMailer({
      apiKey: 'bench',
      from: 'bench@paylean.example',
      baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
    });
    const start = performance.now();
    const outcome = await Promise.race([
      mailer.send({ to: 'lead@bench.example', subject: 'Bench', text: 'Bench' }).then(
        () => 'sent',
        (error: unknown) => `gave up (${error instanceof Error ? error.message : 'error'})`,
      ),
      new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), SILENT_WAIT_MS).unref()),
    ]);
    silent.closeAllConnections();
    silent.close();
    return [`after ${((performance.now() - start) / 1000).toFixed(0)} s: ${outcome} (an effect's lease is 60 s)`];
  },
};

/** Every folder and file under `dir`. */
async function entries(dir: string): Promise<{ file: string; mode: number; folder: boolean }[]> {
  const found: { file: string; mode: number; folder: boolean }[] = [];
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file);
    found.push({ file, mode: info.mode, folder: info.isDirectory() });
    if (info.isDirectory()) found.push(...(await entries(file)));
  }
  return found;
}

const dataFolder: ProbeCase = {
  title: 'who may read the data folder (the database and uploads), under umask 022',
  async run(server) {
    const all = (await entries(server.dataRoot)).filter((entry) => !entry.file.startsWith(path.join(server.dataRoot, 'dist')));
    const open = (list: typeof all) => list.filter((entry) => (entry.mode & 0o077) !== 0).length;
    const [folders, files] = [all.filter((entry) => entry.folder), all.filter((entry) => !entry.folder)];
    return [
      `folders open to other users: ${open(folders)} of ${folders.length}; files: ${open(files)} of ${files.length}`,
      `modes seen: ${[...new Set(all.map((entry) => (entry.mode & 0o777).toString(8)))].sort().join(', ')}`,
    ];
  },
};

export const ABUSE_CASES: readonly ProbeCase[] = [hostilePage, oneAddress, receiverDown, silentProvider, dataFolder];
