// What a visitor can make the site send: a flood of questions for the team's inbox, and one address spelled many
// ways for a visitor's email.
import { DEFAULT_TEAM_EMAIL } from '../../../supabase/functions/_shared/delivery/mail-config.ts';
import { LEAD_FUNCTION_PATH } from '../../../server/app.ts';
import type { ProbeCase } from './abuse-cases.ts';
import type { BenchServer } from './bench-server.ts';

/** The chat's question form: what "Start Chat" sends when no live chat is configured. */
const QUESTION_PATH = `${LEAD_FUNCTION_PATH}chat`;
const WHITE_PAPER_PATH = `${LEAD_FUNCTION_PATH}white-paper`;
const QUESTIONS = 40;

let client = 0;
/** A client address of its own per request (the bench server trusts X-Forwarded-For). */
const nextClient = () => `10.88.${Math.floor(++client / 250)}.${client % 250}`;

async function post(server: BenchServer, path: string, fields: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { origin: server.url, accept: 'application/json', 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
    body: JSON.stringify({ ...fields, submissionId: crypto.randomUUID(), elapsedMs: 9000, website: '' }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** The emails each recipient has been sent so far, to compare before and after a case. */
const sentTo = (server: BenchServer, match: (address: string) => boolean) =>
  [...server.deliveries.recipients].filter(([address]) => match(address)).reduce((sum, [, n]) => sum + n, 0);

const statusList = (statuses: number[]) =>
  [...new Set(statuses)].map((status) => `${status} x${statuses.filter((s) => s === status).length}`).join(', ');

const inboxFlood: ProbeCase = {
  title: `${QUESTIONS} chat questions at once from ${QUESTIONS} client addresses and ${QUESTIONS} email addresses`,
  async run(server) {
    const team = () => sentTo(server, (address) => address === DEFAULT_TEAM_EMAIL);
    const visitors = () => sentTo(server, (address) => address.endsWith('@flood.example'));
    const [teamBefore, visitorsBefore] = [team(), visitors()];
    const start = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: QUESTIONS }, (_, i) =>
        post(server, QUESTION_PATH, { name: `Flood ${i}`, email: `asker${i}@flood.example`, question: 'Is this the team inbox?' }),
      ),
    );
    const ms = performance.now() - start;
    await server.idle();
    return [
      `answers ${statusList(statuses)} in ${ms.toFixed(0)} ms`,
      `emails to the team's inbox +${team() - teamBefore}; confirmations to the typed addresses +${visitors() - visitorsBefore}`,
    ];
  },
};

const plusAddressed: ProbeCase = {
  title: 'one mailbox spelled five ways (victim+1@ … victim+5@), a white paper request each, from five client addresses',
  async run(server) {
    const mailbox = (address: string) => /^victim(\+\d+)?@plus\.example$/.test(address);
    const before = sentTo(server, mailbox);
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++)
      statuses.push(
        await post(server, WHITE_PAPER_PATH, { name: 'Victim', email: `victim+${i}@plus.example`, company: 'Plus Ltd', consent: true }),
      );
    await server.idle();
    return [`answers ${statusList(statuses)}; emails to that one mailbox +${sentTo(server, mailbox) - before}`];
  },
};

export const INBOX_CASES: readonly ProbeCase[] = [inboxFlood, plusAddressed];
