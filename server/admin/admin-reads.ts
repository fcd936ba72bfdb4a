import type { PGlite } from '@electric-sql/pglite';
import type { CallDatabase } from '../../supabase/functions/_shared/db/call-database.ts';
import {
  failedEffectFromDbRow,
  heldLeadFromDbRow,
  leadFromDbRow,
  submissionFromDbRow,
  subscriberFromDbRow,
  type FailedEffect,
  type HeldLead,
  type StoredLead,
  type StoredSubmission,
  type StoredSubscriber,
} from './stored-rows.ts';

/** The team's side of the forms' tables, apart from the functions' hot path: lists, what failed, erasure, retention. */
export interface AdminReads {
  /** The emails and webhooks given up, oldest first. */
  failedEffects(): Promise<FailedEffect[]>;
  /** Makes given-up effects due again (those of `ids`, else all); the server's next drain sends them. Answers how many. */
  retryFailedEffects(ids?: readonly string[]): Promise<number>;
  /** The newsletter's subscribers, newest first, with their status. */
  listSubscribers(options?: { limit?: number }): Promise<StoredSubscriber[]>;
  /** The leads whose team email was held, newest first (kept 30 days). */
  heldTeamEmails(): Promise<HeldLead[]>;
  /** The lead forms' leads, newest first; one form's with `form`. */
  listLeads(options?: { form?: string; limit?: number }): Promise<StoredLead[]>;
  /** Newest first; all rows without a limit. */
  list(options?: { limit?: number }): Promise<StoredSubmission[]>;
  count(): Promise<number>;
  /**
   * Deletes the contact submissions and leads older than `months`, addresses unconfirmed for 7 days or unsubscribed
   * for 30, and what the functions could not deliver in a week; answers how many submissions, leads and addresses.
   */
  applyRetention(months: number): Promise<number>;
  /**
   * Erases this email address from every form and the newsletter, any case, with whatever the functions still owe
   * it; answers how many rows of the forms.
   */
  erase(email: string): Promise<number>;
}

/** The admin reads on the local embedded Postgres: its database functions through `call`, its lists in SQL. */
export function adminReads(db: PGlite, call: CallDatabase): AdminReads {
  const rows = async (sql: string, params: unknown[]) => (await db.query<Record<string, unknown>>(sql, params)).rows;
  const number = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;
  const records = async (fn: string) => (await call(fn, {}, 'set')) as Record<string, unknown>[];
  return {
    failedEffects: async () => (await records('failed_form_effects')).map(failedEffectFromDbRow),
    retryFailedEffects: async (ids) => Number(await call('retry_failed_form_effects', { ids: ids ?? null })),
    heldTeamEmails: async () => (await records('held_team_emails')).map(heldLeadFromDbRow),
    listSubscribers: async ({ limit } = {}) =>
      (await rows('select * from public.newsletter_subscribers order by created_at desc, id desc limit $1', [limit ?? null])).map(
        subscriberFromDbRow,
      ),
    listLeads: async ({ form, limit } = {}) =>
      (
        await rows(`select * from public.form_leads where $1::text is null or form = $1 order by created_at desc, id desc limit $2`, [
          form ?? null,
          limit ?? null,
        ])
      ).map(leadFromDbRow),
    list: async ({ limit } = {}) =>
      (await rows('select * from public.contact_submissions order by created_at desc, id desc limit $1', [limit ?? null])).map(
        submissionFromDbRow,
      ),
    count: () => number('select count(*)::int as n from public.contact_submissions'),
    applyRetention: (months) =>
      number(
        `select public.apply_contact_retention($1) + public.apply_lead_retention($1) + public.apply_newsletter_retention() as n,
                public.apply_form_effect_retention() as effects`,
        [months],
      ),
    erase: (email) =>
      number(
        `select public.erase_contact_submissions($1) + public.erase_form_leads($1) + public.erase_newsletter_subscriber($1) as n,
                public.erase_form_effects($1) as effects`,
        [email],
      ),
  };
}
