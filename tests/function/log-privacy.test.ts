// Everything the form functions print, as `npm start` runs them (console, default loggers), while every form is
// sent, a newsletter confirmed, bad and forged requests refused, and the leads webhook fails: no line may hold the
// webhook's address, a newsletter token or a visitor's personal data.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { format } from 'node:util';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { handlerOptionsFromEnv } from '@shared/config';
import { createHandler } from '@shared/forms/contact/contact-function';
import { errorSummary } from '@shared/safe-error';
import { loadWebinars, webinarDirs } from '../../build/webinars/sessions.ts';
import { startLocalServer } from '../../server/app.ts';
import { readOutbox } from '../e2e/outbox.ts';
import { multipartBody, pdf } from '../fixtures/documents.ts';
import { memoryStore, payload, post, SITE, TEST_SALT } from './contact-fixtures.ts';

const WEBHOOK = 'http://127.0.0.1:9/hooks/T0KEN-4f9a2c?key=s3cret-webhook';
const person = {
  name: 'Zelda Quux-Marlowe',
  email: 'zelda.quux@private-mail.example',
  company: 'Quuxworks Holdings',
  phone: '74009998877',
  message: 'Our payroll secret: 42 people in Ghent',
  note: 'I once wrote payroll for the Quuxworks circus',
};

const lines: string[] = [];
let dir: string;
let server: Awaited<ReturnType<typeof startLocalServer>>;

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(format(...args)));
  }
  dir = await mkdtemp(path.join(os.tmpdir(), 'paylean-log-privacy-'));
  await writeFile(path.join(dir, '404.html'), 'Not found');
  const env: Record<string, string> = {
    LEADS_WEBHOOK_URL: WEBHOOK,
    LEADS_WEBHOOK_SECRET: `whsec_${Buffer.from('webhook-key').toString('base64')}`,
    IP_HASH_SALT: TEST_SALT,
  };
  server = await startLocalServer({
    distDir: dir,
    port: 0,
    outboxDir: path.join(dir, 'outbox'),
    uploadsDir: path.join(dir, 'uploads'),
    handler: handlerOptionsFromEnv((name) => env[name]),
    webinars: loadWebinars(webinarDirs('test')),
  });
}, 60_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await server?.close();
  await server?.store.close();
  await rm(dir, { recursive: true, force: true });
});

const send = (pathname: string, body: BodyInit, type = 'application/json', headers: Record<string, string> = {}) =>
  fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': type, ...headers },
    body,
    redirect: 'manual',
  });
const lead = (fields: Record<string, unknown>) =>
  JSON.stringify({ ...fields, email: person.email, submissionId: crypto.randomUUID(), elapsedMs: 9000, utmCampaign: 'quux-spring' });

describe('what the functions print', () => {
  test('holds no webhook address, no token and no personal data, whatever is sent and whatever fails', async () => {
    const { name, company, phone, message, note } = person;
    const [firstName, lastName] = name.split(' ') as [string, string];
    await send(
      '/functions/v1/send-contact-form',
      JSON.stringify(payload({ firstName, lastName, email: person.email, company, phone, message })),
    );
    await send('/functions/v1/submit-form/white-paper', lead({ name, company, consent: true }));
    await send(
      '/functions/v1/submit-form/webinar-registration',
      lead({ session: 'example-upcoming-payroll-close', name, company, consent: true }),
    );
    await send('/functions/v1/submit-form/newsletter', lead({}));
    const application = multipartBody(
      { position: 'full-stack-engineer', name, email: person.email, country: 'Belgium', note, consent: 'yes' },
      { name: `${name} CV.pdf`, bytes: pdf() },
    );
    await send('/functions/v1/submit-application', application.body, application.contentType);
    // Refused ones: a control character, a forged Host's request, a body past its limit, a bot.
    await send('/functions/v1/submit-form/white-paper', lead({ name: `${name}\u001b[2J`, company, consent: true }));
    await send('/functions/v1/submit-form/newsletter', 'x'.repeat(20_000));
    await send('/functions/v1/submit-form/white-paper', lead({ name, company, consent: true, website: 'spam' }));
    await server.idle();

    // The newsletter's confirmation, by its link, as the visitor would.
    const [confirmation] = (await readOutbox(server.outboxDir)).filter((mail) => mail.subject?.startsWith('Confirm'));
    const link = /(http\S+\/newsletter\/confirm\?token=\S+)/.exec(confirmation!.text ?? '')![1]!;
    const token = new URL(link).searchParams.get('token')!;
    await fetch(link, { method: 'POST', body: `token=${token}`, redirect: 'manual' });

    // A failure whose text names the URL and the person, as Deno's fetch and a driver word theirs.
    const memory = memoryStore();
    const failing = createHandler(memory.store, {
      allowedOrigins: [SITE],
      ipHashSalt: TEST_SALT,
      notify: () => Promise.reject(new TypeError(`error sending request for url (${WEBHOOK}) for ${person.email}: connection refused`)),
    });
    await failing(post(payload({ email: person.email })));
    await failing.effects.idle();

    const printed = lines.join('\n');
    // Something was printed: the webhook's failures, the emails written.
    expect(printed).toContain('lead-webhook not delivered');
    expect(printed).toContain('Email written to');
    for (const secret of [WEBHOOK, 'T0KEN-4f9a2c', 's3cret-webhook', token, ...Object.values(person), firstName, lastName, 'quux-spring']) {
      expect(printed).not.toContain(secret);
    }
  });

  test('an error is summarised without the URLs and addresses its text may hold', () => {
    expect(errorSummary(new TypeError(`error sending request for url (${WEBHOOK}): refused`))).toBe(
      'TypeError: error sending request for url (<url>): refused',
    );
    expect(errorSummary(new Error(`550 mailbox ${person.email} unavailable`))).toBe('Error: 550 mailbox <email> unavailable');
  });
});
