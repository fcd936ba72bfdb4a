import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApplicationHandler } from '@shared/forms/application/application-function';
import { createHandler } from '@shared/forms/contact/contact-function';
import { createLeadHandler } from '@shared/forms/leads/lead-function';
import { leadsWebhook, webhookSignature } from '@shared/delivery/webhook';
import type { FileStore } from '@shared/uploads/file-store';
import { multipartBody, pdf } from '../fixtures/documents.ts';
import type { ApplicationStore } from '@shared/db/store';
import { memoryEffects } from './memory-store.ts';
import { LINKS, memoryStore, payload, post, settled, SITE, TEST_SALT } from './contact-fixtures.ts';

const key = randomBytes(24);
const SECRET = `whsec_${key.toString('base64')}`;

/** The signature as the Standard Webhooks reference computes it, with Node's own HMAC. */
const expected = (id: string, timestamp: string, body: string) =>
  `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}
let received: Received[] = [];
let status = 200;
let receiver: http.Server;
let url: string;
beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/leads`;
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

describe('the leads webhook', () => {
  test('signs as Standard Webhooks: v1, base64 HMAC-SHA256 of id.timestamp.body under the whsec_ key', async () => {
    expect(await webhookSignature(SECRET, 'msg_1', 1700000000, '{"a":1}')).toBe(expected('msg_1', '1700000000', '{"a":1}'));
  });

  test('a contact and a white paper lead each reach the receiver once, signed, with the form and where it came from', async () => {
    received = [];
    const notify = leadsWebhook({ url, secret: SECRET });
    const memory = memoryStore();
    const contact = settled(createHandler(memory.store, { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, notify }));
    const body = payload({ utmSource: 'x' });
    expect((await contact(post(body))).status).toBe(200);
    expect((await contact(post(body))).status).toBe(200); // a retry: stored once, announced once

    const queue = memoryEffects();
    const leads = settled(
      createLeadHandler(
        {
          store: {
            ...queue.store,
            submitLead: async (row) => ({ outcome: 'inserted', effects: queue.queue(row.submission_id, row.effects) }),
            subscribe: () => Promise.reject(new Error('not used')),
            confirmSubscription: async () => false,
            unsubscribe: async () => false,
            renewConfirmation: async () => false,
          },
          mailer: { send: async () => {} },
          links: LINKS,
        },
        { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, notify },
      ),
    );
    const lead = {
      name: 'Bo Chan',
      email: 'bo@acme.example',
      company: 'Acme',
      consent: true,
      submissionId: crypto.randomUUID(),
      elapsedMs: 9000,
    };
    const res = await leads(
      new Request('http://localhost/functions/v1/submit-form/white-paper', {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json' },
        body: JSON.stringify({ ...lead, page: '/resources/white-papers' }),
      }),
    );
    expect(res.status).toBe(200);

    expect(received).toHaveLength(2);
    for (const { headers, body: text } of received) {
      const [id, timestamp, signature] = [headers['webhook-id'], headers['webhook-timestamp'], headers['webhook-signature']] as string[];
      expect(id).toMatch(/^msg_[0-9a-f-]{36}$/);
      expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
      expect(signature).toBe(expected(id!, timestamp!, text));
      expect(headers['content-type']).toBe('application/json');
    }
    const events = received.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
    expect(events.map((e) => [e.type, e.data.form, e.data.email])).toEqual([
      ['lead.created', 'contact', body.email],
      ['lead.created', 'white-paper', 'bo@acme.example'],
    ]);
    expect(events[0]!.data).toMatchObject({ submissionId: body.submissionId, utmSource: 'x', company: body.company });
    expect(events[1]!.data).toMatchObject({ name: 'Bo Chan', page: '/resources/white-papers' });
    expect(events[0]!.data).not.toHaveProperty('clientIpHash');
  });

  test('a job application reaches the receiver signed, with the form, the position and the kept résumé by name, never its bytes', async () => {
    received = [];
    const kept = new Map<string, Uint8Array>();
    const files: FileStore = {
      put: async (name, bytes) => void kept.set(name, bytes),
      get: async (name) => kept.get(name)!,
      remove: async (name) => void kept.delete(name),
    };
    const stored: unknown[] = [];
    const queue = memoryEffects();
    const store: ApplicationStore = {
      ...queue.store,
      submitApplication: async (row) => (stored.push(row), { outcome: 'inserted', effects: queue.queue(row.submission_id, row.effects) }),
    };
    const apply = settled(
      createApplicationHandler(store, files, {
        allowedOrigins: [SITE],
        ipHashSalt: TEST_SALT,
        notify: leadsWebhook({ url, secret: SECRET }),
      }),
    );
    const resume = pdf(4000);
    const { body, contentType } = multipartBody(
      { position: 'full-stack-engineer', name: 'Ana Lim', email: 'ana@example.com', country: 'Mexico', consent: 'yes' },
      { name: 'Ana CV.pdf', bytes: resume },
    );
    const res = await apply(
      new Request('http://localhost/functions/v1/submit-application', {
        method: 'POST',
        headers: { origin: SITE, 'content-type': contentType },
        body,
      }),
    );
    expect([res.status, res.headers.get('location')]).toEqual([303, `${SITE}/application-sent/`]);

    expect(received).toHaveLength(1);
    const [{ headers, body: text }] = received as [Received];
    expect(headers['webhook-signature']).toBe(expected(headers['webhook-id'] as string, headers['webhook-timestamp'] as string, text));
    const event = JSON.parse(text) as { type: string; data: Record<string, unknown> };
    const [storedName] = [...kept.keys()];
    expect(event).toMatchObject({ type: 'lead.created' });
    expect(event.data).toEqual({
      form: 'application',
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'ana@example.com',
      position: 'full-stack-engineer',
      name: 'Ana Lim',
      country: 'Mexico',
      consent: true,
      resume: { storedName, fileName: 'Ana CV.pdf', type: 'pdf', size: resume.length },
    });
    expect(storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(text).not.toContain('%PDF');
    expect(text.length).toBeLessThan(1000);
    expect(stored).toEqual([expect.objectContaining({ resume_file: storedName, position_slug: 'full-stack-engineer' })]);
  });

  test('a receiver that fails loses nothing: the visitor gets a success, the log names only the status, and it is sent again', async () => {
    received = [];
    status = 500;
    const logged: string[] = [];
    let now = Date.now();
    const memory = memoryStore({ now: () => now });
    const contact = createHandler(memory.store, {
      allowedOrigins: [SITE],
      ipHashSalt: TEST_SALT,
      notify: leadsWebhook({ url, secret: SECRET }),
      log: (...args) => void logged.push(args.map(String).join(' ')),
    });
    const body = payload();
    expect((await contact(post(body))).status).toBe(200);
    await contact.effects.idle();
    expect(memory.rows.size).toBe(1);
    expect(logged).toEqual([
      "send-contact-form: lead-webhook not delivered (attempt 1); tried again in a minute Error: the leads webhook's receiver answered 500",
    ]);
    expect(logged.join('\n')).not.toContain(url);

    // A minute on, the receiver is back: the lead reaches it, once, with the same id.
    status = 200;
    expect(await contact.effects.drain()).toBe(0); // still claimed by the first try
    now += 61_000;
    expect(await contact.effects.drain()).toBe(1);
    expect(await contact.effects.drain()).toBe(0);
    expect(received).toHaveLength(2);
    expect(new Set(received.map((r) => r.headers['webhook-id']))).toEqual(new Set([`msg_${body.submissionId}`]));
    expect(memory.effects.size).toBe(0);
  });

  test('a receiver that cannot be reached is named by the failure class only, never its address', async () => {
    const unreachable = leadsWebhook({ url: 'http://127.0.0.1:9/hooks/T0KEN-secret', secret: SECRET });
    const error = await unreachable({ form: 'contact', submissionId: crypto.randomUUID(), email: 'ann@acme.example', data: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(String(error)).toBe('Error: the leads webhook could not be reached (TypeError)');
  });
});
