// An in-memory model of submit_contact_form (supabase/migrations/20261123000000_contact_rate_limits.sql) for the
// handler tests that need a clock or a failing store; contact-rate-limits.test.ts holds the SQL to the same rules.
import type { ClaimedEffect, EffectStore, EffectWhen, QueuedEffect } from '@shared/delivery/effects';
import type { ContactRow, ContactStore, SubmitOutcome } from '@shared/db/store';

/** A store that owes nothing: for a test's store that never stores a row. */
export const noEffects: EffectStore = { claimEffects: async () => [], finishEffects: async () => {}, deferEffects: async () => {} };

/** An in-memory model of form_effects (supabase/migrations/20261201000000_form_effects.sql). */
export function memoryEffects(now: () => number = Date.now) {
  const effects = new Map<string, ClaimedEffect & { submissionId: string; claimedUntil: number; failed?: boolean }>();
  return {
    effects,
    /** As queue_form_effects: the effects whose `when` holds; answers how many. */
    queue(submissionId: string, owed: readonly QueuedEffect[] = [], holds: readonly EffectWhen[] = ['stored', 'new-lead']) {
      const queued = owed.filter((effect) => holds.includes(effect.when));
      for (const { kind, payload } of queued) {
        const id = crypto.randomUUID();
        effects.set(id, { id, kind, payload, attempts: 0, submissionId, claimedUntil: 0 });
      }
      return queued.length;
    },
    pending: (submissionId: string) => [...effects.values()].filter((effect) => effect.submissionId === submissionId).length,
    store: {
      async claimEffects({ submissionIds, kinds, limit, leaseSeconds }) {
        const free = [...effects.values()].filter(
          (e) =>
            kinds.includes(e.kind) &&
            !e.failed &&
            e.claimedUntil <= now() &&
            (submissionIds === null || submissionIds.includes(e.submissionId)),
        );
        return free.slice(0, limit).map((effect) => {
          Object.assign(effect, { attempts: effect.attempts + 1, claimedUntil: now() + leaseSeconds * 1000 });
          return { id: effect.id, kind: effect.kind, payload: effect.payload, attempts: effect.attempts };
        });
      },
      async finishEffects(ids) {
        for (const id of ids) effects.delete(id);
      },
      async deferEffects(deferred) {
        for (const { id, retrySeconds } of deferred) {
          const effect = effects.get(id);
          if (!effect) continue;
          if (retrySeconds === null) effect.failed = true;
          else effect.claimedUntil = now() + retrySeconds * 1000;
        }
      },
    } satisfies EffectStore,
  };
}

/** Sliding-window slots per key: which submission took each, and when. */
export class SlidingWindow {
  readonly #keys = new Map<string, Map<string, number>>();
  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until a slot frees under `key`, or 0 when one is free now. */
  wait(key: string): number {
    const recent = [...(this.#keys.get(key)?.values() ?? [])].filter((at) => at > this.now() - this.windowMs);
    return recent.length < this.limit ? 0 : Math.min(...recent) + this.windowMs - this.now();
  }

  take(key: string, id: string) {
    if (!this.#keys.has(key)) this.#keys.set(key, new Map());
    this.#keys.get(key)!.set(id, this.now());
  }
}

export function memoryStore({ now = Date.now }: { now?: () => number } = {}) {
  const rows = new Map<string, ContactRow>();
  const windows = new Map<number, SlidingWindow>();
  const window = (limit: number, ms: number) => {
    const key = limit * 1e10 + ms;
    if (!windows.has(key)) windows.set(key, new SlidingWindow(limit, ms, now));
    return windows.get(key)!;
  };
  let failing = false;
  const queue = memoryEffects(now);
  const store: ContactStore = {
    ...queue.store,
    async submit({ effects, ...row }, limits): Promise<SubmitOutcome> {
      if (failing) throw new Error('connection refused');
      if (rows.has(row.submissionId)) return { outcome: 'duplicate', effects: queue.pending(row.submissionId) };
      const network = window(limits.perNetworkPerMinute, 60_000);
      const email = window(limits.perEmailPerHour, 3_600_000);
      const networkWait = limits.network ? network.wait(limits.network) : 0;
      const emailWait = email.wait(row.email.toLowerCase());
      if (networkWait > 0 || emailWait > 0) {
        const seconds = Math.max(1, Math.ceil(Math.max(networkWait, emailWait) / 1000));
        return { outcome: 'limited', full: networkWait > 0 ? 'network' : 'email', seconds };
      }
      rows.set(row.submissionId, row);
      if (limits.network) network.take(limits.network, row.submissionId);
      email.take(row.email.toLowerCase(), row.submissionId);
      return { outcome: 'inserted', effects: queue.queue(row.submissionId, effects) };
    },
  };
  /** Stores a row as another instance would have, outside the limits. */
  const seed = (row: ContactRow) => void rows.set(row.submissionId, row);
  return { store, rows, seed, effects: queue.effects, fail: (value: boolean) => (failing = value) };
}
