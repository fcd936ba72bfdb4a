// A receiver that is down: what a lead owes is tried again later and later, for more than two days, on a fake clock
// (the server's drain runs every minute, as it does); one given up is kept as failed, and the team can send it
// again (npm run submissions -- --retry-failed). And on Supabase, pg_cron's call to the function delivers what is due.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EFFECT_ATTEMPTS, EFFECT_LEASE_SECONDS, effectRunner, retryDelaySeconds } from '@shared/delivery/effects';
import { createLeadHandler } from '@shared/forms/leads/lead-function';
import { MAIL_TIMEOUT_MS } from '@shared/delivery/mail';
import { WEBHOOK_TIMEOUT_MS } from '@shared/delivery/webhook';
import { openStore, type PgliteStore } from '../../server/pglite-store.ts';
import { failedEffectsText, retryFailed } from '../../server/admin/admin-text.ts';
import { LINKS, SITE, TEST_SALT } from './contact-fixtures.ts';
import { memoryEffects } from './memory-store.ts';

const MINUTE = 60_000;

/** A webhook receiver down until `upAt` (ms on the fake clock), and the times each try reached it. */
function downReceiver(upAt: number, clock: { now: number }) {
  const tries: number[] = [];
  const delivered: number[] = [];
  return {
    tries,
    delivered,
    deliver: async () => {
      tries.push(clock.now);
      if (clock.now < upAt) throw new Error("the leads webhook's receiver answered 503");
      delivered.push(clock.now);
    },
  };
}

/** The server's drain every minute on the fake clock, for `minutes`. */
async function everyMinute(runner: ReturnType<typeof effectRunner>, clock: { now: number }, minutes: number) {
  for (let minute = 0; minute < minutes; minute++) {
    await runner.drain();
    clock.now += MINUTE;
  }
}

describe('the retry schedule', () => {
  test('a minute, doubling, at most 6 hours; the last of the tries comes more than 48 hours after the first', () => {
    const waits = Array.from({ length: EFFECT_ATTEMPTS - 1 }, (_, i) => retryDelaySeconds(i + 1));
    expect(waits.slice(0, 10)).toEqual([60, 120, 240, 480, 960, 1920, 3840, 7680, 15360, 21600]);
    expect(waits.reduce((sum, wait) => sum + wait, 0) / 3600).toBeGreaterThan(48);
  });

  test('every email and webhook call gives up well inside the lease, so no slow send is claimed and sent again', () => {
    expect(MAIL_TIMEOUT_MS).toBeLessThan(EFFECT_LEASE_SECONDS * 1000);
    expect(WEBHOOK_TIMEOUT_MS).toBeLessThan(EFFECT_LEASE_SECONDS * 1000);
  });

  test('a receiver down for an hour gets the lead once, 3 minutes after it is back, on the 7th try', async () => {
    const clock = { now: Date.parse('2026-12-01T09:00:00Z') };
    const start = clock.now;
    const queue = memoryEffects(() => clock.now);
    queue.queue('lead-1', [{ kind: 'lead-webhook', when: 'new-lead', payload: {} }]);
    const receiver = downReceiver(start + 60 * MINUTE, clock);
    const runner = effectRunner(queue.store, { 'lead-webhook': receiver.deliver }, { log: () => {}, name: 'test' });
    await everyMinute(runner, clock, 24 * 60);
    expect(receiver.tries.map((at) => (at - start) / MINUTE)).toEqual([0, 1, 3, 7, 15, 31, 63]);
    expect(receiver.delivered.map((at) => (at - start) / MINUTE)).toEqual([63]);
    expect(queue.effects.size).toBe(0);
  });

  test('a receiver down for three days: the effect is given up after its tries, kept as failed, and no longer tried', async () => {
    const clock = { now: Date.parse('2026-12-01T09:00:00Z') };
    const start = clock.now;
    const queue = memoryEffects(() => clock.now);
    queue.queue('lead-2', [{ kind: 'lead-webhook', when: 'new-lead', payload: {} }]);
    const receiver = downReceiver(start + 3 * 24 * 60 * MINUTE, clock);
    const logged: string[] = [];
    const runner = effectRunner(queue.store, { 'lead-webhook': receiver.deliver }, { log: (line) => void logged.push(line), name: 'test' });
    await everyMinute(runner, clock, 4 * 24 * 60);
    expect(receiver.tries).toHaveLength(EFFECT_ATTEMPTS);
    expect((receiver.tries.at(-1)! - start) / 3_600_000).toBeGreaterThan(48);
    expect(receiver.delivered).toEqual([]);
    expect([...queue.effects.values()].map((effect) => effect.failed)).toEqual([true]);
    expect(logged.at(-1)).toContain(`given up after ${EFFECT_ATTEMPTS} attempts; kept as failed`);
  });
});

describe('failed effects in the local database', () => {
  let store: PgliteStore;
  let delivered: string[];
  let down: boolean;
  beforeAll(async () => {
    store = await openStore();
  }, 60_000);
  afterAll(() => store?.close());

  const handlerWith = (deliveryKey?: string) =>
    createLeadHandler(
      {
        store,
        mailer: {
          send: async (email) => {
            if (down) throw new Error('Resend answered 503');
            delivered.push(email.to);
          },
        },
        links: LINKS,
        deliveryKey,
      },
      { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, log: () => {} },
    );
  const whitePaper = (handler: ReturnType<typeof handlerWith>, email: string) =>
    handler(
      new Request('http://localhost/functions/v1/submit-form/white-paper', {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ann', email, company: 'Acme', consent: true, submissionId: crypto.randomUUID(), elapsedMs: 9000 }),
      }),
    );

  test('npm run submissions lists what was given up, and --retry-failed sends it again', async () => {
    [delivered, down] = [[], true];
    const handler = handlerWith();
    await whitePaper(handler, 'kim@example.com');
    await handler.effects.idle();
    await store.db.query(`update public.form_effects set attempts = ${EFFECT_ATTEMPTS - 1}, claimed_until = null`);
    await handler.effects.drain();
    const failed = await store.failedEffects();
    expect(failed.map(({ kind, email, attempts, lastError }) => ({ kind, email, attempts, lastError }))).toEqual([
      { kind: 'email', email: 'kim@example.com', attempts: EFFECT_ATTEMPTS, lastError: 'Error: Resend answered 503' },
    ]);
    expect(failedEffectsText(failed)).toMatch(
      /^1 email or webhooks given up \(npm run submissions -- --retry-failed sends them again\):\nowed +createdAt/,
    );
    expect(await handler.effects.drain()).toBe(0);

    down = false;
    expect(await retryFailed(store)).toMatch(/^1 email or webhooks are due again/);
    await handler.effects.drain();
    expect(delivered).toEqual(['kim@example.com']);
    expect(await store.failedEffects()).toEqual([]);
    expect(await retryFailed(store)).toBe('Nothing was given up: nothing to send again.');
  });

  test("pg_cron's call delivers what is due with the delivery key, and is refused without it", async () => {
    [delivered, down] = [[], true];
    const handler = handlerWith('service-key');
    await whitePaper(handler, 'lou@example.com');
    await handler.effects.idle();
    down = false;
    await store.db.query('update public.form_effects set claimed_until = null');
    const call = (authorization?: string) =>
      handler(
        new Request('http://localhost/functions/v1/submit-form/deliver', {
          method: 'POST',
          headers: authorization ? { authorization } : {},
        }),
      );
    expect((await call()).status).toBe(401);
    expect((await call('Bearer another-key')).status).toBe(401);
    await handler.effects.idle();
    expect(delivered).toEqual([]);
    expect((await call('Bearer service-key')).status).toBe(202);
    await handler.effects.idle();
    expect(delivered).toEqual(['lou@example.com']);
    expect((await handlerWith()(new Request('http://localhost/functions/v1/submit-form/deliver', { method: 'POST' }))).status).toBe(404);
  });
});
