/**
 * Sliding-window rate limits kept in this process's memory: exact for the local server, and per instance on
 * the edge (each Supabase Edge Function instance counts on its own, so a client spread over instances gets
 * more). A production deployment that needs one global count would keep it in Postgres (e.g. counting recent
 * rows per client_ip_hash and email in the insert statement) or in a shared store such as Redis.
 *
 * Each slot remembers the submission id that took it, so a retry of the same submission never takes a
 * second slot, and a slot is handed back when its insert turns out to be a duplicate or fails.
 */
export class SlidingWindow {
  // key -> (submission id -> time taken), oldest first: Map keeps insertion order and time only grows.
  readonly #keys = new Map<string, Map<string, number>>();
  #lastSweep = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  get keyCount(): number {
    return this.#keys.size;
  }

  /** Takes a slot for `id` under `key`; answers how long to wait (ms) when the window is full. */
  take(key: string, id: string): { release: () => void } | { retryAfterMs: number } {
    const now = this.now();
    this.#sweep(now);
    let slots = this.#keys.get(key);
    if (slots) this.#expire(slots, now);
    if (slots?.has(id)) return { release: () => {} }; // a retry rides on the slot its first try took
    if (slots && slots.size >= this.limit) {
      const oldest = slots.values().next().value as number;
      return { retryAfterMs: oldest + this.windowMs - now };
    }
    if (!slots) this.#keys.set(key, (slots = new Map()));
    slots.set(id, now);
    const mine = slots;
    return { release: () => void mine.delete(id) };
  }

  #expire(slots: Map<string, number>, now: number) {
    for (const [id, at] of slots) {
      if (at > now - this.windowMs) break;
      slots.delete(id);
    }
  }

  /** Forgets idle keys once a window; a flood of new keys past maxKeys evicts the oldest tenth. */
  #sweep(now: number) {
    if (now - this.#lastSweep < this.windowMs && this.#keys.size < this.maxKeys) return;
    this.#lastSweep = now;
    for (const [key, slots] of this.#keys) {
      this.#expire(slots, now);
      if (slots.size === 0) this.#keys.delete(key);
    }
    for (const key of this.#keys.keys()) {
      if (this.#keys.size < this.maxKeys * 0.9) break;
      this.#keys.delete(key);
    }
  }
}

export interface RateLimits {
  perIpPerMinute: number;
  perEmailPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { perIpPerMinute: 5, perEmailPerHour: 20 };

export type Slots = { release: () => void } | { full: 'network' | 'email'; seconds: number };

/** The contact form's two limits: a slot in both windows, or which one is full and for how many seconds. */
export function contactLimits(limits: Partial<RateLimits> = {}, now?: () => number) {
  const { perIpPerMinute, perEmailPerHour } = { ...DEFAULT_RATE_LIMITS, ...limits };
  const perNetwork = new SlidingWindow(perIpPerMinute, 60_000, now);
  const perEmail = new SlidingWindow(perEmailPerHour, 3_600_000, now);
  return (network: string | undefined, email: string, id: string): Slots => {
    const ip = network ? perNetwork.take(network, id) : { release() {} };
    const mail = perEmail.take(email.toLowerCase(), id);
    const release = () => ['release' in ip && ip.release(), 'release' in mail && mail.release()];
    if ('release' in ip && 'release' in mail) return { release };
    release();
    const waitMs = Math.max('retryAfterMs' in ip ? ip.retryAfterMs : 0, 'retryAfterMs' in mail ? mail.retryAfterMs : 0);
    return { full: 'retryAfterMs' in ip ? 'network' : 'email', seconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  };
}
