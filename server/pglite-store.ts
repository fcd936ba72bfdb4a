import { PGlite } from '@electric-sql/pglite';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { batchSubmitter } from './batch-submit.ts';
import { lockDataDir } from './data-lock.ts';
import { privateFolder, tightenTree } from './data-dir.ts';
import type { AttributionField } from '../supabase/functions/_shared/attribution.ts';
import type { ContactFields } from '../supabase/functions/_shared/contact-schema.ts';
import {
  fieldsFromDbRow,
  fromDbEffect,
  fromDbOutcome,
  toApplicationDbLimits,
  toDbClaim,
  toDbDeferred,
  toDbLimits,
  toDbRow,
} from '../supabase/functions/_shared/db-row.ts';
import type {
  ApplicationDbRow,
  ApplicationLimits,
  ApplicationStore,
  ContactRow,
  ContactStore,
  LeadDbRow,
  LeadStore,
  NewsletterStore,
  SubmitLimits,
  SubscriberDbRow,
} from '../supabase/functions/_shared/store.ts';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../supabase/migrations');

/** A stored submission: the form's fields with the row's own columns. */
export type StoredSubmission = ContactFields &
  Partial<Record<AttributionField, string>> & {
    id: number;
    submissionId: string;
    clientIpHash: string | null;
    createdAt: Date;
  };

/** A stored lead of a lead form (form_leads). */
export interface StoredLead {
  id: number;
  form: string;
  submissionId: string;
  email: string;
  fields: Record<string, unknown>;
  page: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  createdAt: Date;
}

/** A lead whose email to the team's inbox was held (past 10 per form in 10 minutes): a digest counted it. */
export interface HeldLead extends StoredLead {
  heldAt: Date;
}

/** A newsletter subscriber (newsletter_subscribers). */
export interface StoredSubscriber {
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  page: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

/** An email or webhook given up after its tries (form_effects, failed_at set). */
export interface FailedEffect {
  id: string;
  submissionId: string;
  kind: string;
  email: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
  /** The last failure's kind. */
  lastError: string | null;
}

export interface PgliteStore extends ContactStore, LeadStore, NewsletterStore, ApplicationStore {
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
  close(): Promise<void>;
  /** The underlying database, for tests and scripts. */
  readonly db: PGlite;
}

// PGlite takes seconds and hundreds of MB to start: one instance per data folder per process.
const open = new Map<string, Promise<PgliteStore>>();

/** A ContactStore on embedded Postgres: in memory without dataDir, else persisted in that folder. */
export function openStore(dataDir?: string): Promise<PgliteStore> {
  const key = dataDir ? path.resolve(dataDir) : ':memory:';
  let store = open.get(key);
  if (!store) {
    store = create(dataDir ? key : undefined).catch((error: unknown) => {
      open.delete(key);
      throw error;
    });
    open.set(key, store);
  }
  return store;
}

async function create(dataDir: string | undefined): Promise<PgliteStore> {
  let release = () => {};
  if (dataDir) {
    privateFolder(dataDir);
    release = lockDataDir(dataDir);
  }
  const db = await PGlite.create(dataDir).catch((error: unknown) => {
    release();
    throw error;
  });
  try {
    await migrate(db);
    // PGlite writes the files it unpacks 0666, whatever the umask; Postgres makes its later ones 0600.
    if (dataDir) tightenTree(dataDir);
  } catch (error) {
    await db.close().catch(() => {});
    release();
    throw error;
  }
  const key = dataDir ?? ':memory:';
  const submit = batchSubmitter(db);
  // A form's one write (submit_form_lead, ...): the row and the limits as JSON, the outcome checked.
  const call = async (fn: string, row: object, limits: object) => {
    const result = await db.query<{ answer: unknown }>(`select public.${fn}($1::jsonb, $2::jsonb) as answer`, [
      JSON.stringify(row),
      JSON.stringify(limits),
    ]);
    return fromDbOutcome(result.rows[0]?.answer);
  };

  return {
    db,
    submit: (row: ContactRow, limits: SubmitLimits) => submit(toDbRow(row), toDbLimits(limits)),
    submitLead: (row: LeadDbRow, limits: SubmitLimits) => call('submit_form_lead', row, toDbLimits(limits)),
    subscribe: (row: SubscriberDbRow, limits: SubmitLimits) => call('subscribe_newsletter', row, toDbLimits(limits)),
    submitApplication: (row: ApplicationDbRow, limits: ApplicationLimits) =>
      call('submit_job_application', row, toApplicationDbLimits(limits)),
    async claimEffects(claim) {
      const { submissions, kinds, max_count, lease_seconds } = toDbClaim(claim);
      const result = await db.query<{ effect: unknown }>('select public.claim_form_effects($1, $2, $3, $4) as effect', [
        submissions,
        kinds,
        max_count,
        lease_seconds,
      ]);
      return result.rows.map((row) => fromDbEffect(row.effect));
    },
    async finishEffects(ids: readonly string[]) {
      await db.query('select public.finish_form_effects($1)', [ids]);
    },
    async deferEffects(deferred) {
      await db.query('select public.defer_form_effects($1::jsonb)', [toDbDeferred(deferred)]);
    },
    async failedEffects() {
      const result = await db.query<{ effect: Record<string, unknown> }>('select public.failed_form_effects() as effect');
      return result.rows.map(({ effect }) => ({
        id: String(effect.id),
        submissionId: String(effect.submission_id),
        kind: String(effect.kind),
        email: String(effect.email),
        attempts: Number(effect.attempts),
        createdAt: new Date(String(effect.created_at)),
        failedAt: new Date(String(effect.failed_at)),
        lastError: text(effect.last_error),
      }));
    },
    async retryFailedEffects(ids?: readonly string[]) {
      const result = await db.query<{ n: number }>('select public.retry_failed_form_effects($1) as n', [ids ?? null]);
      return result.rows[0]!.n;
    },
    async renewConfirmation(email: string, { confirmHash, unsubscribeHash }: { confirmHash: string; unsubscribeHash: string }) {
      const result = await db.query<{ due: boolean }>('select public.renew_newsletter_confirmation($1, $2, $3) as due', [
        email,
        confirmHash,
        unsubscribeHash,
      ]);
      return result.rows[0]!.due;
    },
    async confirmSubscription(tokenHash: string) {
      const result = await db.query<{ done: boolean }>('select public.confirm_newsletter($1) as done', [tokenHash]);
      return result.rows[0]!.done;
    },
    async unsubscribe(tokenHash: string) {
      const result = await db.query<{ done: boolean }>('select public.unsubscribe_newsletter($1) as done', [tokenHash]);
      return result.rows[0]!.done;
    },
    async listSubscribers({ limit }: { limit?: number } = {}) {
      const result = await db.query<Record<string, unknown>>(
        'select * from public.newsletter_subscribers order by created_at desc, id desc limit $1',
        [limit ?? null],
      );
      const date = (value: unknown) => (value == null ? null : value instanceof Date ? value : new Date(String(value)));
      return result.rows.map((row) => ({
        email: String(row.email),
        status: row.status as StoredSubscriber['status'],
        ...attributionFromDbRow(row),
        createdAt: date(row.created_at)!,
        confirmedAt: date(row.confirmed_at),
        unsubscribedAt: date(row.unsubscribed_at),
      }));
    },
    async listLeads({ form, limit }: { form?: string; limit?: number } = {}) {
      const result = await db.query<Record<string, unknown>>(
        `select * from public.form_leads where $1::text is null or form = $1 order by created_at desc, id desc limit $2`,
        [form ?? null, limit ?? null],
      );
      return result.rows.map(leadFromDbRow);
    },
    async heldTeamEmails() {
      const result = await db.query<{ lead: Record<string, unknown> }>('select public.held_team_emails() as lead');
      return result.rows.map(({ lead }) => ({ ...leadFromDbRow(lead), heldAt: dateOf(lead.held_at) }));
    },
    async list({ limit }: { limit?: number } = {}) {
      const result = await db.query<Record<string, unknown>>(
        `select * from public.contact_submissions order by created_at desc, id desc limit $1`,
        [limit ?? null],
      );
      return result.rows.map(fromDbRow);
    },
    async count() {
      const result = await db.query<{ n: number }>('select count(*)::int as n from public.contact_submissions');
      return result.rows[0]?.n ?? 0;
    },
    async applyRetention(months: number) {
      const result = await db.query<{ n: number }>(
        `select public.apply_contact_retention($1) + public.apply_lead_retention($1) + public.apply_newsletter_retention() as n,
                public.apply_form_effect_retention() as effects`,
        [months],
      );
      return result.rows[0]!.n;
    },
    async erase(email: string) {
      const result = await db.query<{ n: number }>(
        `select public.erase_contact_submissions($1) + public.erase_form_leads($1) + public.erase_newsletter_subscriber($1) as n,
                public.erase_form_effects($1) as effects`,
        [email],
      );
      return result.rows[0]!.n;
    },
    async close() {
      open.delete(key);
      await db.close();
      release();
    },
  };
}

/** Applies every supabase/migrations/*.sql not yet applied, in file-name order, each in a transaction. */
async function migrate(db: PGlite): Promise<void> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, name text not null, applied_at timestamptz not null default now()
    );`);
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((row) => row.version),
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files) {
    const [version = file, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (applied.has(version)) continue;
    const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, rest.join('_')]);
    });
  }
}

function fromDbRow(row: Record<string, unknown>): StoredSubmission {
  return {
    id: Number(row.id),
    submissionId: String(row.submission_id),
    ...fieldsFromDbRow(row),
    clientIpHash: row.client_ip_hash == null ? null : String(row.client_ip_hash),
    // Only what was recorded: a row reads back as the schema gives it (older rows have none).
    ...Object.fromEntries(Object.entries(attributionFromDbRow(row)).filter(([, value]) => value !== null)),
    createdAt: dateOf(row.created_at),
  };
}

/** A timestamp as a row holds it: a Date from a column, an ISO string from JSON. */
const dateOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

const text = (value: unknown) => (value == null ? null : String(value));

const attributionFromDbRow = (row: Record<string, unknown>) => ({
  page: text(row.page),
  utmSource: text(row.utm_source),
  utmMedium: text(row.utm_medium),
  utmCampaign: text(row.utm_campaign),
  referrer: text(row.referrer),
});

function leadFromDbRow(row: Record<string, unknown>): StoredLead {
  return {
    id: Number(row.id),
    form: String(row.form),
    submissionId: String(row.submission_id),
    email: String(row.email),
    fields: (typeof row.fields === 'string' ? JSON.parse(row.fields) : row.fields) as Record<string, unknown>,
    ...attributionFromDbRow(row),
    createdAt: dateOf(row.created_at),
  };
}
