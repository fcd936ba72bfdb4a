// The bad-input probe: what a hostile client sends each form route (oversized bodies, a forged Host or Origin,
// control characters, replays), what it gets back, what is stored and sent, and what the server's memory does.
import http from 'node:http';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { BenchServer } from './bench-server.ts';
import type { FormRoute } from './routes.ts';

const MB = 1024 * 1024;
const HUGE = 300 * MB;

interface Answer {
  status: number | string;
  ms: number;
  text: string;
}

/** A POST as a script sends it: any Host, and `declared` bytes announced of which only the first 64 KB go out. */
function rawPost(
  server: BenchServer,
  path: string,
  headers: Record<string, string>,
  body: string | Buffer,
  declared?: number,
): Promise<Answer> {
  const { port } = new URL(server.url);
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'content-length': String(declared ?? Buffer.byteLength(body)), ...headers },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode!, ms: performance.now() - start, text });
        req.destroy();
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? 'error', ms: performance.now() - start, text: '' }));
    if (declared) req.write(Buffer.alloc(64 * 1024, 0x61));
    else req.end(body);
  });
}

/** A client in a process of its own (its buffers are not the server's memory): 300 MB on a bare socket, written until it closes. */
const HUGE_CLIENT = `
const net = require('node:net');
const [port, path, type, origin, huge] = process.argv.slice(1);
const chunk = Buffer.alloc(1 << 20, 0x61);
let sent = 0, reply = '', ms = 0;
const start = performance.now();
const socket = net.connect(Number(port), '127.0.0.1', () => {
  socket.write('POST ' + path + ' HTTP/1.1\\r\\nHost: 127.0.0.1:' + port + '\\r\\nOrigin: ' + origin + '\\r\\nContent-Type: ' + type +
    '\\r\\nAccept: application/json\\r\\nContent-Length: ' + huge + '\\r\\n\\r\\n');
  const next = () => {
    if (sent >= Number(huge) || socket.destroyed) return;
    sent += chunk.length;
    if (socket.write(chunk)) setImmediate(next); else socket.once('drain', next);
  };
  next();
});
socket.on('data', (data) => { if (!reply) ms = performance.now() - start; reply += data; });
socket.on('error', () => {});
socket.on('close', () => console.log(JSON.stringify({ status: Number(/^HTTP\\/1\\.1 (\\d+)/.exec(reply)?.[1]) || 'no answer', ms, sent })));
`;

/**
 * 300 MB written without a look at the answer, on a bare socket (as Python's requests sends a body; curl and
 * Node's own clients stop sending at an early answer), by a client process of its own: the answer, how much went
 * out before the server closed the connection, and this process's (the server's) memory growth meanwhile.
 */
async function sendHuge(server: BenchServer, path: string, contentType: string): Promise<Answer & { growthMb: number; sentMb: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const { stdout } = await promisify(execFile)(process.execPath, [
    '-e',
    HUGE_CLIENT,
    new URL(server.url).port,
    path,
    contentType,
    server.url,
    String(HUGE),
  ]);
  clearInterval(watch);
  const { status, ms, sent } = JSON.parse(stdout) as { status: number | string; ms: number; sent: number };
  return { status, ms, text: '', growthMb: (peak - before) / MB, sentMb: sent / MB };
}

const cell = (answer: Answer) => `${answer.status} in ${answer.ms.toFixed(0)} ms`;

/** The probe's lines for one form route. */
export async function probeRoute(server: BenchServer, route: FormRoute, n: number): Promise<string[]> {
  const own = { origin: server.url, accept: 'application/json' };
  const stored = async () => (await route.storedIds(server.store.db)).length;
  const valid = (id = crypto.randomUUID(), text?: string) => route.body(n, id, text);
  const lines: string[] = [];

  const { body, contentType } = valid();
  lines.push(
    `oversized, 300 MB declared       ${cell(await rawPost(server, route.path, { ...own, 'content-type': contentType }, body, HUGE))}`,
  );
  const huge = await sendHuge(server, route.path, contentType);
  lines.push(
    `oversized, 300 MB written        ${cell(huge)}, ${huge.sentMb} MB went out before the close, memory +${huge.growthMb.toFixed(1)} MB`,
  );

  const before = { rows: await stored(), emails: server.deliveries.emails.size, webhooks: server.deliveries.webhooks.size };
  const host = await rawPost(
    server,
    route.path,
    { ...own, host: 'evil.example', origin: 'http://evil.example', 'content-type': contentType },
    valid().body,
  );
  const origin = await rawPost(server, route.path, { ...own, origin: 'http://evil.example', 'content-type': contentType }, valid().body);
  await server.idle();
  const after = { rows: await stored(), emails: server.deliveries.emails.size, webhooks: server.deliveries.webhooks.size };
  lines.push(`forged Host                      ${cell(host)}`);
  lines.push(`forged Origin                    ${cell(origin)}`);
  lines.push(
    `  stored / emails / webhooks     +${after.rows - before.rows} / +${after.emails - before.emails} / +${after.webhooks - before.webhooks}`,
  );

  const control = await rawPost(
    server,
    route.path,
    { ...own, 'content-type': contentType },
    valid(crypto.randomUUID(), 'Bench\u001b]0;pwned\u0007\u001b[2J').body,
  );
  lines.push(`control characters in ${route.textField.padEnd(10)} ${cell(control)}: ${control.text}`);

  const id = crypto.randomUUID();
  const replay = valid(id);
  const emails = server.deliveries.emails.size;
  const webhooks = server.deliveries.webhooks.size;
  const start = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => rawPost(server, route.path, { ...own, 'content-type': replay.contentType }, replay.body)),
  );
  const ms = performance.now() - start;
  await server.idle();
  const statuses = [...new Set(answers.map((answer) => answer.status))].join(', ');
  const rows = (await route.storedIds(server.store.db)).filter((stored) => stored === id).length;
  lines.push(
    `20 replays at once               ${statuses} in ${ms.toFixed(0)} ms; stored ${rows}, emails +${server.deliveries.emails.size - emails}, webhooks +${server.deliveries.webhooks.size - webhooks}`,
  );
  return lines;
}

/** The probe's lines for a newsletter link (its confirm or unsubscribe page). */
export async function probeLink(server: BenchServer, path: string): Promise<string[]> {
  const type = { 'content-type': 'application/x-www-form-urlencoded' };
  const huge = await sendHuge(server, path, type['content-type']);
  return [
    `oversized, 300 MB declared       ${cell(await rawPost(server, path, type, '', HUGE))}`,
    `oversized, 300 MB written        ${cell(huge)}, ${huge.sentMb} MB went out before the close, memory +${huge.growthMb.toFixed(1)} MB`,
    `forged Host                      ${cell(await rawPost(server, path, { ...type, host: 'evil.example' }, 'token=x'))}`,
  ];
}

/**
 * The newsletter's answer time for a new address (it owes an email and the webhook), a pending one (it owes
 * nothing yet) and a confirmed one, one request at a time: the median and the 90th percentile of each.
 */
export async function probeNewsletterTiming(server: BenchServer, rounds = 40): Promise<string[]> {
  const path = `${server.url}/functions/v1/submit-form/newsletter`;
  const subscribe = async (email: string) => {
    const start = performance.now();
    const res = await fetch(path, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json', 'x-forwarded-for': `10.9.${email.length}.${rounds}` },
      body: JSON.stringify({ email, submissionId: crypto.randomUUID(), elapsedMs: 9000 }),
    });
    await res.text();
    return performance.now() - start;
  };
  const times = { new: [] as number[], pending: [] as number[], confirmed: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    const [fresh, known] = [`timing-new-${i}@bench.example`, `timing-known-${i}@bench.example`];
    await subscribe(known);
    await server.store.db.query(`update public.newsletter_subscribers set status = 'confirmed' where email = $1`, [known]);
    times.new.push(await subscribe(fresh));
    times.pending.push(await subscribe(fresh));
    times.confirmed.push(await subscribe(known));
  }
  await server.idle();
  const at = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.ceil((p / 100) * list.length) - 1]!.toFixed(1);
  return Object.entries(times).map(([state, list]) => `${state.padEnd(10)} median ${at(list, 50)} ms, p90 ${at(list, 90)} ms`);
}
