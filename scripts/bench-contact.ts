/**
 * npm run bench:contact [-- --total 2000 --replays 200 --in-flight 50 --warm-up 200 --one-client]
 * The contact function on its embedded Postgres under load. Its target is >= 500 valid submissions/s with
 * p99 <= 100 ms (reported), and every accepted submission is stored exactly once (enforced). Starts the local server on a fresh
 * PGlite folder, warms it up (not timed), then sends `total` valid submissions with distinct ids followed by
 * `replays` of ids already sent, `in-flight` at a time. Checks the database afterwards and exits non-zero on
 * any duplicate row or any 2xx answer whose submission has no row.
 */
import autocannon from 'autocannon';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FUNCTION_PATH, startLocalServer } from '../server/app.ts';
import { clientAddressRule } from '../supabase/functions/_shared/client-address.ts';

const TARGET = { perSecond: 500, p99Ms: 100 };
const { values: args } = parseArgs({
  options: {
    total: { type: 'string', default: '2000' },
    replays: { type: 'string', default: '200' },
    'in-flight': { type: 'string', default: '50' },
    'warm-up': { type: 'string', default: '200' },
    'one-client': { type: 'boolean', default: false },
  },
});
const [total, replays, inFlight, warmUp] = [args.total, args.replays, args['in-flight'], args['warm-up']].map(Number) as [
  number,
  number,
  number,
  number,
];

const tmp = await mkdtemp(path.join(os.tmpdir(), 'paylean-bench-contact-'));
const distDir = path.join(tmp, 'dist'); // the static site is not under test: an empty one will do
await mkdir(distDir);
await writeFile(path.join(distDir, '404.html'), 'Not found');

console.log('Starting the local function on a fresh PGlite folder...');
const server = await startLocalServer({
  distDir,
  port: 0,
  dataDir: path.join(tmp, 'pglite'),
  // Many visitors, as in production: each submission names its own client address in X-Forwarded-For (trusted
  // here only) and its own email, so the default limits (5 a minute per network, 20 an hour per email) are
  // checked in Postgres on every submission without throttling the load. --one-client sends everything as
  // 127.0.0.1 with the limits raised instead.
  handler: {
    ...(args['one-client']
      ? { rateLimits: { perNetworkPerMinute: 1e9, perEmailPerHour: 1e9 } }
      : { clientAddress: clientAddressRule({ trustForwardedFor: true }) }),
    ipHashSalt: 'bench',
    info: () => {},
  },
});

/** Submission n's client: one IPv4 address per submission (a replay comes from the same one). */
const clientOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const submission = (n: number, submissionId: string) =>
  JSON.stringify({
    firstName: 'Bench',
    lastName: `Lead ${n}`,
    email: `lead${n}@bench.example`,
    countryCode: '+44',
    phone: '74001234567',
    company: 'Load Test Ltd',
    employees: 10 + (n % 500),
    message: `Submission ${n}: we pay 120 people in four countries and want one payroll.`,
    callConsent: n % 2 === 0,
    submissionId,
    website: '',
    elapsedMs: 5000 + n,
  });

const accepted = new Set<string>(); // ids that got a 2xx
const statuses = new Map<number, number>(); // of the timed requests
const timings: { ms: number; end: number }[] = [];

const measured = Array.from({ length: total }, (_, i) => ({ id: crypto.randomUUID(), n: warmUp + i }));
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
function nextSubmission(): { id: string; n: number; text: string; timed: boolean } {
  const warm = connectionsUp < inFlight || sent < warmUp;
  if (!warm && timedSent < timedList.length) {
    const { id, n } = timedList[timedSent++]!;
    return { id, n, text: submission(n, id), timed: true };
  }
  const id = crypto.randomUUID();
  const n = warm ? warmed++ : warmUp + total + extra++;
  return { id, n, text: submission(n, id), timed: false };
}

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
          path: FUNCTION_PATH,
          headers: { 'content-type': 'application/json', origin: server.url },
          setupRequest: (request, context) => {
            const { id, n, text, timed } = nextSubmission();
            Object.assign(context, { first: sent++ < inFlight, id, timed, start: performance.now() });
            return { ...request, body: text, headers: { ...request.headers, 'x-forwarded-for': clientOf(n) } };
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

const latencies = timings.map((t) => t.ms).sort((x, y) => x - y);
const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
const firstStart = Math.min(...timings.map((t) => t.end - t.ms));
const seconds = (Math.max(...timings.map((t) => t.end)) - firstStart) / 1000;
const perSecond = timings.length / seconds;
const p99 = percentile(99);

const db = server.store.db;
const rows = await server.store.count();
const duplicates = (
  await db.query<{ n: number }>(
    'select count(*)::int as n from (select submission_id from contact_submissions group by 1 having count(*) > 1) d',
  )
).rows[0]!.n;
const stored = new Set((await db.query<{ id: string }>('select submission_id as id from contact_submissions')).rows.map((r) => r.id));
const lost = [...accepted].filter((id) => !stored.has(id)).length;

const met = perSecond >= TARGET.perSecond && p99 <= TARGET.p99Ms;
const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(`
send-contact-form on PGlite (${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}), ${inFlight} in flight:
${args['one-client'] ? 'every submission from 127.0.0.1, limits raised' : 'each submission from its own client address and email, default limits'}
${warmed} warm-up submissions, then ${total} submissions + ${replays} replays of sent ids (timed)
  requests        ${timings.length} in ${seconds.toFixed(2)} s (errors ${whole.errors}, timeouts ${whole.timeouts})
  statuses        ${[...statuses].map(([status, n]) => `${status}: ${n}`).join(', ')}
  throughput      ${perSecond.toFixed(0)} req/s
  latency         p50 ${ms(percentile(50))}, p97.5 ${ms(percentile(97.5))}, p99 ${ms(p99)}, max ${ms(latencies.at(-1)!)}
                  (whole run with warm-up and ramp-up: p50 ${whole.latency.p50} ms, p99 ${whole.latency.p99} ms)
  rows stored     ${rows} (${warmed} warm-up + ${total} timed + up to ${extra} untimed after; ids answered 2xx: ${accepted.size})
  duplicates      ${duplicates} (rows sharing a submission id)
  lost            ${lost} (2xx answers whose submission has no row)
  target          >= ${TARGET.perSecond} req/s with p99 <= ${TARGET.p99Ms} ms: ${met ? 'met' : 'NOT met'}`);

await server.close();
await server.store.close();
await rm(tmp, { recursive: true, force: true });
if (duplicates > 0 || lost > 0) process.exitCode = 1;
