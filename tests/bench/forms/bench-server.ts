// The local server as the bench and the probe run it: a fresh PGlite folder, an empty site, the example webinar
// sessions, a mailer and a leads webhook receiver that count what each submission was sent (the receiver can be
// taken down), and a stand-in for Plausible's Events API that keeps the goals the server sends.
import { createServer } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadWebinars, webinarDirs } from '../../../build/webinars/sessions.ts';
import { startLocalServer } from '../../../server/app.ts';
import { clientAddressRule } from '../../../supabase/functions/_shared/http/client-address.ts';
import type { HandlerOptions } from '../../../supabase/functions/_shared/forms/contact/contact-function.ts';
import { plausibleGoals } from '../../../supabase/functions/_shared/delivery/server-goals.ts';
import { leadsWebhook } from '../../../supabase/functions/_shared/delivery/webhook.ts';

/** How many times each email (by its idempotency key) and each webhook (by its id) arrived. */
export interface Deliveries {
  emails: Map<string, number>;
  webhooks: Map<string, number>;
  /** How many emails each address was sent. */
  recipients: Map<string, number>;
  /** The URL of each goal the server sent to Plausible. */
  goals: string[];
}

/** The site's domain as the bench's Plausible knows it: a goal naming another host names another site. */
export const BENCH_SITE = 'https://paylean.example';

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** Deliveries that arrived more than once. */
export const repeats = (map: Map<string, number>) => [...map.values()].filter((n) => n > 1).length;

export async function startBenchServer({ oneClient = false, webhook = true }: { oneClient?: boolean; webhook?: boolean } = {}) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'paylean-bench-forms-'));
  const distDir = path.join(tmp, 'dist'); // the static site is not under test: an empty one will do
  await mkdir(distDir);
  await writeFile(path.join(distDir, '404.html'), 'Not found');

  const deliveries: Deliveries = { emails: new Map(), webhooks: new Map(), recipients: new Map(), goals: [] };
  let failures = 0;
  const receiverState = { down: false };
  const receiver = createServer((req, res) => {
    if (!receiverState.down) count(deliveries.webhooks, String(req.headers['webhook-id']));
    req.resume().on('end', () => res.writeHead(receiverState.down ? 503 : 200).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const plausible = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      deliveries.goals.push(String((JSON.parse(body) as { url?: unknown }).url));
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => plausible.listen(0, '127.0.0.1', resolve));

  // Many visitors, as in production: each submission names its own client address in X-Forwarded-For (trusted
  // here only) and its own email, so the default limits are checked in Postgres on every submission without
  // throttling the load. oneClient sends everything as 127.0.0.1 with the limits raised instead.
  const handler: HandlerOptions = {
    ...(oneClient
      ? { rateLimits: { perNetworkPerMinute: 1e9, perEmailPerHour: 1e9 } }
      : { clientAddress: clientAddressRule({ trustForwardedFor: true }) }),
    ipHashSalt: 'bench',
    info: () => {},
    // A delivery that fails is tried again (and counted); other lines are printed.
    log: (message, error) => {
      if (message.includes(' not delivered ')) failures += 1;
      else console.error(message, ...(error ? [error] : []));
    },
    notify: webhook
      ? leadsWebhook({
          url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
          secret: `whsec_${Buffer.from('bench').toString('base64')}`,
        })
      : undefined,
    goals: plausibleGoals({
      domain: new URL(BENCH_SITE).host,
      eventsUrl: `http://127.0.0.1:${(plausible.address() as AddressInfo).port}/api/event`,
      site: BENCH_SITE,
      log: () => {},
    }),
  };
  const server = await startLocalServer({
    distDir,
    port: 0,
    dataDir: path.join(tmp, 'pglite'),
    uploadsDir: path.join(tmp, 'uploads'),
    handler,
    mail: {
      from: 'PayLean <hello@paylean.example>',
      resend: {
        send: async (email, key) => {
          count(deliveries.emails, key ?? email.to);
          count(deliveries.recipients, email.to.toLowerCase());
        },
      },
    },
    webinars: loadWebinars(webinarDirs('test')),
  });
  return {
    ...server,
    deliveries,
    webhook,
    /** The folder holding the server's data (its database and uploads). */
    dataRoot: tmp,
    /** The leads webhook's receiver: while `down`, it answers 503 and counts nothing. */
    receiver: receiverState,
    /** Deliveries that failed and were tried again, so far. */
    failures: () => failures,
    /**
     * Waits until every effect owed so far is delivered: one that failed is tried again once its claim has run
     * out (a minute), as the server's own drain would.
     */
    async settle() {
      for (;;) {
        await server.idle();
        const { rows } = await server.store.db.query<{ n: number; wait: number | null }>(
          `select count(*)::int as n, ceil(extract(epoch from max(claimed_until) - now()))::int as wait from public.form_effects`,
        );
        if (rows[0]!.n === 0) return;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, rows[0]!.wait ?? 0) * 1000 + 100));
        await server.drain();
      }
    },
    async stop() {
      await server.close();
      await server.store.close();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
      await new Promise<void>((resolve) => plausible.close(() => resolve()));
      await rm(tmp, { recursive: true, force: true });
    },
  };
}

export type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;
