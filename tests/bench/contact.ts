/**
 * npm run bench:contact [-- --form contact|white-paper|newsletter|webinar-registration|application|all
 *                          --total 2000 --replays 200 --in-flight 50 --warm-up 200 --one-client --without-webhook --probe]
 * The form functions on their embedded Postgres under load. The contact form's target is >= 500 valid
 * submissions/s with p99 <= 100 ms (reported); on every route, every accepted submission is stored exactly once
 * and owes its email and webhook exactly once (enforced). Starts the local server on a fresh PGlite folder, warms
 * it up (not timed), then sends `total` valid submissions with distinct ids followed by `replays` of ids already
 * sent, `in-flight` at a time, and checks the database and the deliveries afterwards: it exits non-zero on any
 * duplicate row, any 2xx answer without a row, and any email or webhook missing or sent twice.
 * --probe sends each route what a hostile client would instead (tests/bench/forms/probe.ts) and prints what
 * came back: oversized bodies, a forged Host and Origin, control characters, replays; then the abuse cases of
 * tests/bench/forms/abuse-cases.ts (a hostile page, one address flooded, a receiver down, the data folder's modes),
 * the requests that could end the server (odd-requests.ts), what a visitor can make the site email (inbox-cases.ts),
 * the editor's sign-in in every spelling (editor-probe.ts), saves that could take the site down (save-cases.ts), and
 * the dev server's save path in every spelling (dev-save-probe.ts).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { LEAD_FUNCTION_PATH } from '../../server/app.ts';
import { startBenchServer } from './forms/bench-server.ts';
import { loadRoute, type LoadFigures } from './forms/load.ts';
import { ABUSE_CASES } from './forms/abuse-cases.ts';
import { probeDevSaves } from './forms/dev-save-probe.ts';
import { probeEditorSignIn } from './forms/editor-probe.ts';
import { INBOX_CASES } from './forms/inbox-cases.ts';
import { oddRequests } from './forms/odd-requests.ts';
import { probeEditorSaves } from './forms/save-cases.ts';
import { probeLink, probeNewsletterTiming, probeRoute } from './forms/probe.ts';
import { FORM_ROUTES, formRoute } from './forms/routes.ts';

const TARGET = { perSecond: 500, p99Ms: 100 };
const { values: args } = parseArgs({
  options: {
    form: { type: 'string', default: 'contact' },
    total: { type: 'string', default: '2000' },
    replays: { type: 'string', default: '200' },
    'in-flight': { type: 'string', default: '50' },
    'warm-up': { type: 'string', default: '200' },
    'one-client': { type: 'boolean', default: false },
    'without-webhook': { type: 'boolean', default: false },
    probe: { type: 'boolean', default: false },
  },
});
const [total, replays, inFlight, warmUp] = [args.total, args.replays, args['in-flight'], args['warm-up']].map(Number) as [
  number,
  number,
  number,
  number,
];
const routes = args.form === 'all' ? FORM_ROUTES : args.form.split(',').map(formRoute);
const load = () => `load average ${os.loadavg()[0]!.toFixed(1)}`;

console.log('Starting the local functions on a fresh PGlite folder...');
const server = await startBenchServer({ oneClient: args['one-client'], webhook: !args['without-webhook'] });
let failed = false;
try {
  if (args.probe) {
    for (const [index, route] of routes.entries()) {
      console.log(`\n${route.name} (${route.path}), ${load()}`);
      for (const line of await probeRoute(server, route, 1_000_000 + index)) console.log(`  ${line}`);
    }
    console.log(`\nthe newsletter's answer, one request at a time, by the address's state (${load()})`);
    for (const line of await probeNewsletterTiming(server)) console.log(`  ${line}`);
    for (const link of ['confirm', 'unsubscribe']) {
      const path = `${LEAD_FUNCTION_PATH}newsletter/${link}`;
      console.log(`\nthe newsletter's ${link} link (${path}), ${load()}`);
      for (const line of await probeLink(server, path)) console.log(`  ${line}`);
    }
    for (const probe of [oddRequests, ...INBOX_CASES, ...ABUSE_CASES]) {
      console.log(`\n${probe.title}, ${load()}`);
      for (const line of await probe.run(server)) console.log(`  ${line}`);
    }
    for (const line of [...(await probeEditorSignIn()), ...(await probeEditorSaves()), ...(await probeDevSaves())]) console.log(line);
  } else {
    for (const route of routes) {
      const figures = await loadRoute(server, route, { total, replays, inFlight, warmUp });
      console.log(report(figures));
      const { duplicates, lost, emails, webhooks } = figures;
      if (duplicates > 0 || lost > 0 || emails.owed !== emails.delivered || webhooks.owed !== webhooks.delivered) failed = true;
      if (emails.repeated > 0 || webhooks.repeated > 0) failed = true;
    }
  }
} finally {
  await server.stop();
}
if (failed) process.exitCode = 1;

function report(f: LoadFigures): string {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const met = f.perSecond >= TARGET.perSecond && f.percentiles.p99 <= TARGET.p99Ms;
  return `
${f.route} on PGlite (${os.cpus().length} CPUs, ${load()}), ${inFlight} in flight:
${args['one-client'] ? 'every submission from 127.0.0.1, limits raised' : 'each submission from its own client address and email, default limits'}
${warmUp} warm-up submissions, then ${total} submissions + ${replays} replays of sent ids (timed)
  requests        ${f.requests} in ${f.seconds.toFixed(2)} s (errors ${f.errors}, timeouts ${f.timeouts})
  statuses        ${[...f.statuses].map(([status, n]) => `${status}: ${n}`).join(', ')}
  throughput      ${f.perSecond.toFixed(0)} req/s
  latency         p50 ${ms(f.percentiles.p50)}, p97.5 ${ms(f.percentiles.p97_5)}, p99 ${ms(f.percentiles.p99)}, max ${ms(f.percentiles.max)}
  accepted        ${f.accepted} submission ids answered 2xx (warm-up and untimed ones included)
  duplicates      ${f.duplicates} (rows sharing a submission id)
  lost            ${f.lost} (2xx answers whose submission has no row)
  emails          ${f.emails.delivered} delivered of ${f.emails.owed} owed, ${f.emails.repeated} more than once
  webhooks        ${f.webhooks.delivered} delivered of ${f.webhooks.owed} owed, ${f.webhooks.repeated} more than once
  tried again     ${f.retried} deliveries that failed under the load${
    f.route === 'contact'
      ? `\n  target          >= ${TARGET.perSecond} req/s with p99 <= ${TARGET.p99Ms} ms: ${met ? 'met' : 'NOT met'}`
      : ''
  }`;
}
