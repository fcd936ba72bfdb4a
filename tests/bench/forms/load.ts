// One route under load: valid submissions with distinct ids, then replays of sent ids, `inFlight` at a time
// (autocannon), with what was stored and delivered checked afterwards.
import autocannon from 'autocannon';
import { repeats, type BenchServer } from './bench-server.ts';
import type { FormRoute } from './routes.ts';

export interface LoadOptions {
  total: number;
  replays: number;
  inFlight: number;
  warmUp: number;
}

export interface LoadFigures {
  route: string;
  requests: number;
  seconds: number;
  errors: number;
  timeouts: number;
  statuses: Map<number, number>;
  perSecond: number;
  percentiles: { p50: number; p97_5: number; p99: number; max: number };
  /** Submission ids answered 2xx, and of them: stored more than once, not stored. */
  accepted: number;
  duplicates: number;
  lost: number;
  /** What the stored submissions owed (an email for some routes, the webhook for every one) and what arrived. */
  emails: { owed: number; delivered: number; repeated: number };
  webhooks: { owed: number; delivered: number; repeated: number };
  /** Deliveries that failed (the webhook's receiver timed out under the load) and were tried again. */
  retried: number;
}

/** Submission n's client: one IPv4 address per submission (a replay comes from the same one). */
const clientOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Submission numbers go on from route to route, so every route's visitors are new ones. */
let nextNumber = 0;

export async function loadRoute(
  server: BenchServer,
  route: FormRoute,
  { total, replays, inFlight, warmUp }: LoadOptions,
): Promise<LoadFigures> {
  server.deliveries.emails.clear();
  server.deliveries.webhooks.clear();
  const accepted = new Set<string>(); // ids that got a 2xx
  const statuses = new Map<number, number>(); // of the timed requests
  const timings: { ms: number; end: number }[] = [];
  const base = nextNumber;
  const measured = Array.from({ length: total }, (_, i) => ({ id: crypto.randomUUID(), n: base + warmUp + i }));
  const timedList = [...measured, ...Array.from({ length: replays }, (_, i) => measured[(i * 7) % total]!)];

  /**
   * What each request sends. Node's server takes on new connections one event-loop turn at a time while it is
   * busy, so connections opened together come up over a second or two: the warm-up lasts until every
   * connection has answered once and `warmUp` submissions went through, then the timed submissions follow.
   * Untimed fresh submissions keep every connection busy until the last timed answer is in.
   */
  let sent = 0;
  let timedSent = 0;
  let connectionsUp = 0;
  let warmed = 0;
  let extra = 0;
  const next = () => {
    const warm = connectionsUp < inFlight || sent < warmUp;
    if (!warm && timedSent < timedList.length) return { ...timedList[timedSent++]!, timed: true };
    const n = warm ? base + warmed++ : base + warmUp + total + extra++;
    return { id: crypto.randomUUID(), n, timed: false };
  };

  const whole = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.url,
        connections: inFlight,
        duration: 600,
        timeout: 30,
        sampleInt: 50, // stop() takes effect at the next sample
        requests: [
          {
            method: 'POST',
            path: route.path,
            headers: { origin: server.url, accept: 'application/json' },
            setupRequest: (request, context) => {
              const { id, n, timed } = next();
              const { body, contentType } = route.body(n, id);
              Object.assign(context, { first: sent++ < inFlight, id, timed, start: performance.now() });
              return { ...request, body, headers: { ...request.headers, 'content-type': contentType, 'x-forwarded-for': clientOf(n) } };
            },
            onResponse: (status, _body, context) => {
              const { first, id, timed, start } = context as { first: boolean; id: string; timed: boolean; start: number };
              if (status >= 200 && status < 300) accepted.add(id);
              if (first) connectionsUp++; // the first request of each connection is set up as it opens
              if (!timed) return;
              const end = performance.now();
              timings.push({ ms: end - start, end });
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              if (timings.length === timedList.length) instance.stop();
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  nextNumber = base + warmUp + total + extra + warmed + 1;

  const latencies = timings.map((t) => t.ms).sort((x, y) => x - y);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
  const seconds = (Math.max(...timings.map((t) => t.end)) - Math.min(...timings.map((t) => t.end - t.ms))) / 1000;

  // What each stored submission owed goes after its answer: wait for it, and for any delivery tried again.
  const failuresBefore = server.failures();
  await server.settle();
  const stored = await route.storedIds(server.store.db);
  const storedSet = new Set(stored);
  const owing = (await route.owing?.(server.store.db)) ?? storedSet.size;
  return {
    route: route.name,
    requests: timings.length,
    seconds,
    errors: whole.errors,
    timeouts: whole.timeouts,
    statuses,
    perSecond: timings.length / seconds,
    percentiles: { p50: percentile(50), p97_5: percentile(97.5), p99: percentile(99), max: latencies.at(-1)! },
    accepted: accepted.size,
    duplicates: stored.length - storedSet.size,
    lost: [...accepted].filter((id) => !storedSet.has(id)).length,
    emails: { owed: route.ownsEmail ? owing : 0, delivered: server.deliveries.emails.size, repeated: repeats(server.deliveries.emails) },
    webhooks: {
      owed: server.webhook ? owing : 0,
      delivered: server.deliveries.webhooks.size,
      repeated: repeats(server.deliveries.webhooks),
    },
    retried: server.failures() - failuresBefore,
  };
}
