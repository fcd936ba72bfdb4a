import { effectRunner, TEAM_DIGEST, TEAM_EMAIL, type Deliver, type EffectRunner, type EffectStore, type QueuedEffect } from './effects.ts';
import type { HandlerOptions } from '../pipeline/form-spec.ts';
import { isLeadFormName, leadForm } from '../forms/leads/lead-forms.ts';
import type { Email } from './mail.ts';
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

/** A TEAM_DIGEST's payload as Postgres queues it, with `held` counted when it is claimed. */
interface TeamDigest {
  form: string;
  to: string;
  window_ends: string;
  held: number;
}

/**
 * The digest of one form's held team emails: how many, and where the team reads them. It holds no lead's data;
 * undefined when its window held none any more (their leads were erased meanwhile).
 */
function teamDigestEmail(payload: unknown): Email | undefined {
  const { form, to, window_ends: windowEnds, held } = payload as TeamDigest;
  if (!(held > 0)) return undefined;
  const items = isLeadFormName(form) ? leadForm(form).items : 'leads';
  const until = new Date(windowEnds).toISOString().slice(0, 16).replace('T', ' ');
  const text =
    `${held} more ${items} came through the ${form} form in the 10 minutes to ${until} UTC. Each is stored, but its email ` +
    `was held: the team's inbox gets at most 10 emails per form in any 10 minutes, and then one like this every 10 minutes.\n\n` +
    `To read them, run: npm run submissions -- --held\n(on Supabase: select * from public.held_team_emails())\n`;
  return { to, subject: `${held} more ${items} from the ${form} form are waiting`, text };
}

/**
 * The runner of a form function: its forms' own kinds (an email) and every new lead's. A function that emails the
 * team also delivers the digest of its held team emails, the same way (nothing when its window held none).
 */
export function formEffects(
  store: EffectStore,
  options: HandlerOptions,
  name: string,
  deliverers: Record<string, Deliver> = {},
): EffectRunner {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, ...(error ? [error] : [])));
  const team = deliverers[TEAM_EMAIL];
  const digest: Record<string, Deliver> = team
    ? {
        [TEAM_DIGEST]: async (payload, effect) => {
          const email = teamDigestEmail(payload);
          if (email) await team(email, effect);
        },
      }
    : {};
  const all = { ...deliverers, ...digest, ...Object.fromEntries(newLeadEffects(options).map((effect) => [effect.kind, effect.deliver])) };
  return effectRunner(store, all, { log, background: options.background, name });
}
