import { errorSummary } from '../safe-error.ts';

// What a stored submission owes once it is answered (an email, the leads webhook, ...): its effects. They are
// queued in Postgres in the transaction that stores the row (form_effects), so a lost reply, a crash or a retry
// loses none and sends none twice: the function delivers them after its answer (so every answer takes the time
// of the store alone), a retry of a stored submission delivers whatever it still owes, and any later call drains
// what is left. Each is claimed for a while before it is delivered, so two deliveries never run at once, and
// deleted once delivered; receivers get a stable id to drop a repeat should a process stop between the two. One
// that fails is tried again later and later (retryDelaySeconds) for more than 48 hours, then kept, marked failed,
// until someone sends it again (`npm run submissions -- --retry-failed`).

/**
 * When the transaction queues an effect: once the row is stored; once the row is a new lead for the team (every
 * stored row, but a newsletter address only when new or back after unsubscribing); or when a newsletter
 * confirmation is due (at most once per 10 minutes and 3 times per 24 hours per address).
 */
export type EffectWhen = 'stored' | 'new-lead' | 'confirmation-due';

/** An effect as the handler asks the transaction to queue it. */
export interface QueuedEffect {
  kind: string;
  when: EffectWhen;
  payload: unknown;
  /**
   * Queued only if no such email went to the address's inbox (its `+tag` dropped) in the last 24 hours under this
   * mark: the form's name, which the pipeline sets on every VISITOR_EMAIL.
   */
  once_a_day_per?: string;
  /** What of its form a VISITOR_EMAIL is about (a webinar session): its once-a-day limit is counted per form and this. */
  about?: string;
}

/** The kind of a form's email to its visitor: the pipeline limits it to one per form per address per 24 hours. */
export const VISITOR_EMAIL = 'email';
/**
 * The kind of a lead's email to the team's inbox: not the visitor's, so not under that limit. At most 10 per form
 * in any 10 minutes are queued; past that each is held (its lead is stored, its email not sent) and counted in a
 * TEAM_DIGEST (queue_form_effects, in Postgres).
 */
export const TEAM_EMAIL = 'team-email';
/**
 * The kind of the one email per form per 10 minutes that says how many team emails were held: queued by Postgres,
 * due at its window's end, delivered as a TEAM_EMAIL is. Its payload's `held` is counted when it is claimed.
 */
export const TEAM_DIGEST = 'team-digest';

/** A failed delivery as the store keeps it: tried again in `retrySeconds`, or (null) given up and kept as failed. */
export interface DeferredEffect {
  id: string;
  retrySeconds: number | null;
  /** The failure's kind (its class and status), never a value of the lead. */
  error: string;
}

/** A queued effect claimed for delivery; `attempts` counts this one. */
export interface ClaimedEffect {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
}

/** Where effects wait: the form_effects table (PostgREST on Supabase, PGlite locally). */
export interface EffectStore {
  /**
   * Claims up to `limit` unclaimed (or no longer claimed) effects of these kinds for `leaseSeconds`: those of some
   * submissions, or with `submissionIds` null, the oldest of any.
   */
  claimEffects(claim: {
    submissionIds: readonly string[] | null;
    kinds: readonly string[];
    limit: number;
    leaseSeconds: number;
  }): Promise<ClaimedEffect[]>;
  /** Deletes delivered effects. */
  finishEffects(ids: readonly string[]): Promise<void>;
  /** Keeps failed deliveries for their next try, or as failed. */
  deferEffects(deferred: readonly DeferredEffect[]): Promise<void>;
}

/** Delivers one effect; throws when it could not (it is tried again once its claim runs out). */
export type Deliver = (payload: unknown, effect: ClaimedEffect) => Promise<void>;

/**
 * How long a delivery may take before another may claim the effect again: longer than any one send may take
 * (the email's timeout, MAIL_TIMEOUT_MS, and the webhook's, WEBHOOK_TIMEOUT_MS), so a slow send is never sent twice.
 */
export const EFFECT_LEASE_SECONDS = 60;
/** Tries before an effect is given up and kept as failed: the last comes about 50 hours after the first. */
export const EFFECT_ATTEMPTS = 17;
/** The longest wait between two tries. */
const MAX_RETRY_SECONDS = 6 * 60 * 60;

/** The wait after failed try `attempt` (1, 2, ...): a minute, doubling each time, at most 6 hours. */
export const retryDelaySeconds = (attempt: number) => Math.min(60 * 2 ** (attempt - 1), MAX_RETRY_SECONDS);
/** Submissions whose effects are claimed together, in one round trip (a busy function's answers come in bursts). */
const BATCH = 20;
/** How often a function looks for effects left over by others (a crash, a failed delivery) after its answers. */
const SWEEP_MS = 10_000;

/** A wait as a log line says it: 'a minute', '16 minutes', '6 hours'. */
const inWords = (seconds: number) =>
  seconds === 60 ? 'a minute' : seconds < 3600 ? `${Math.round(seconds / 60)} minutes` : `${+(seconds / 3600).toFixed(1)} hours`;

/** Runs work after the answer: on Supabase the worker is kept alive for it (EdgeRuntime.waitUntil). */
export type Background = (task: Promise<unknown>) => void;

const edgeRuntime = (globalThis as { EdgeRuntime?: { waitUntil(task: Promise<unknown>): void } }).EdgeRuntime;
export const runAfterAnswer: Background = (task) => edgeRuntime?.waitUntil(task);

export interface EffectRunner {
  /** After the answer: this submission's effects (with others' answered meanwhile), and now and then what is left over. */
  afterAnswer(submissionId: string): void;
  /** Delivers what is pending (after a restart, or a failed delivery's retry); answers how many were tried. */
  drain(): Promise<number>;
  /** Resolves once the deliveries started so far (after answers, and drains) are over. */
  idle(): Promise<void>;
}

/** Delivers one effect; answers nothing when it is delivered, else when it is tried again (or that it is given up). */
function deliverer(deliverers: Record<string, Deliver>, log: (message: string, error?: unknown) => void, name: string) {
  return async (effect: ClaimedEffect): Promise<DeferredEffect | undefined> => {
    try {
      await deliverers[effect.kind]!(effect.payload, effect);
      return undefined;
    } catch (error) {
      const summary = errorSummary(error);
      if (effect.attempts < EFFECT_ATTEMPTS) {
        const retrySeconds = retryDelaySeconds(effect.attempts);
        log(`${name}: ${effect.kind} not delivered (attempt ${effect.attempts}); tried again in ${inWords(retrySeconds)}`, summary);
        return { id: effect.id, retrySeconds, error: summary };
      }
      log(`${name}: ${effect.kind} given up after ${effect.attempts} attempts; kept as failed (npm run submissions -- --failed)`, summary);
      return { id: effect.id, retrySeconds: null, error: summary };
    }
  };
}

export function effectRunner(
  store: EffectStore,
  deliverers: Record<string, Deliver>,
  { log, background = runAfterAnswer, name }: { log: (message: string, error?: unknown) => void; background?: Background; name: string },
): EffectRunner {
  const kinds = Object.keys(deliverers);
  const waiting = new Set<string>();
  let worker: Promise<void> | undefined;
  const drains = new Set<Promise<number>>();
  let lastSweep = 0;

  const deliver = deliverer(deliverers, log, name);

  async function run(submissionIds: readonly string[] | null, limit: number): Promise<number> {
    if (kinds.length === 0) return 0;
    const claimed = await store.claimEffects({ submissionIds, kinds, limit, leaseSeconds: EFFECT_LEASE_SECONDS });
    // Side by side: a slow email does not hold the webhook back.
    const outcomes = await Promise.all(claimed.map(deliver));
    const finished = claimed.filter((_, i) => !outcomes[i]).map((effect) => effect.id);
    const deferred = outcomes.filter((outcome) => outcome !== undefined);
    if (finished.length > 0) await store.finishEffects(finished);
    if (deferred.length > 0) await store.deferEffects(deferred);
    return claimed.length;
  }

  async function work(): Promise<void> {
    // A turn of the event loop first: the answer is written before any delivery starts.
    await new Promise((resolve) => setTimeout(resolve, 0));
    while (waiting.size > 0) {
      const batch = [...waiting].slice(0, BATCH);
      for (const id of batch) waiting.delete(id);
      await run(batch, batch.length * 10);
      if (Date.now() - lastSweep >= SWEEP_MS) {
        lastSweep = Date.now();
        await run(null, BATCH);
      }
    }
  }

  const start = (): Promise<void> =>
    (worker ??= work()
      .catch((error: unknown) => log(`${name}: delivering what submissions owe failed`, errorSummary(error)))
      .finally(() => {
        worker = undefined;
        if (waiting.size > 0) void start();
      }));

  return {
    afterAnswer(submissionId) {
      waiting.add(submissionId);
      background(start());
    },
    drain() {
      const drain = (async () => {
        let tried = 0;
        for (let batch = await run(null, 50); batch > 0; batch = await run(null, 50)) tried += batch;
        return tried;
      })().finally(() => drains.delete(drain));
      drains.add(drain);
      return drain;
    },
    async idle() {
      while (worker || drains.size > 0) await Promise.allSettled([worker, ...drains]);
    },
  };
}
