import { effectRunner, type Deliver, type EffectRunner, type EffectStore, type QueuedEffect } from './effects.ts';
import type { HandlerOptions } from './form-handler.ts';
import type { LeadEvent } from './webhook.ts';

/** An effect every form's new lead owes, whatever the form: how it is queued, and how it is delivered. */
interface NewLeadEffect {
  kind: string;
  queue(event: LeadEvent, req: Request): QueuedEffect;
  deliver: Deliver;
}

/**
 * What every new lead owes after its answer, in one list: the signed leads webhook when it is set up. Another is
 * one more entry here; its payload may take what it needs from the request. (An analytics goal is not one: it
 * may be lost, but must never keep a visitor's address in the database; server-goals.ts sends it at once.)
 */
export function newLeadEffects({ notify }: Pick<HandlerOptions, 'notify'>): NewLeadEffect[] {
  const effects: NewLeadEffect[] = [];
  if (notify)
    effects.push({
      kind: 'lead-webhook',
      queue: (event) => ({ kind: 'lead-webhook', when: 'new-lead', payload: event }),
      deliver: (payload) => notify(payload as LeadEvent),
    });
  return effects;
}

/** The runner of a form function: its forms' own kinds (an email) and every new lead's. */
export function formEffects(
  store: EffectStore,
  options: HandlerOptions,
  name: string,
  deliverers: Record<string, Deliver> = {},
): EffectRunner {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, ...(error ? [error] : [])));
  const all = { ...deliverers, ...Object.fromEntries(newLeadEffects(options).map((effect) => [effect.kind, effect.deliver])) };
  return effectRunner(store, all, { log, background: options.background, name });
}
