import { createFormHandler } from '../../pipeline/form-handler.ts';
import type { FormFunction, Handler, HandlerOptions, StoredRow } from '../../pipeline/form-spec.ts';
import { formMessages } from '../../pipeline/messages.ts';
import { runAfterAnswer, TEAM_EMAIL, VISITOR_EMAIL, type EffectRunner } from '../../delivery/effects.ts';
import { formEffects } from '../../delivery/form-effects.ts';
import { formFieldsFor, LEAD_NOT_SENT_PATH } from './lead-post.ts';
import { attributionColumns } from '../attribution.ts';
import { errorSummary } from '../../safe-error.ts';
import { randomSalt } from '../../http/client-address.ts';
import { isLeadFormName, leadForm, leadFormNames, type LeadFormName } from './lead-forms.ts';
import { describeLeadError, leadSchema, publishedSessions, type LeadPayload } from './lead-schema.ts';
import { leadAnswer, leadEffects } from './lead-after.ts';
import type { PublicLinks } from '../../links.ts';
import type { Email, Mailer } from '../../delivery/mail.ts';
import { DEFAULT_TEAM_EMAIL } from '../../delivery/mail-config.ts';
import { confirmationDeliverer, handleNewsletterLink } from '../newsletter/newsletter.ts';
import type { LeadDbRow, LeadStore, NewsletterStore } from '../../db/store.ts';
import type { WebinarCatalog } from '../../webinars/session.ts';

type Log = (message: string, error?: unknown) => void;

/** The site's pages a newsletter link ends on. */
export const NEWSLETTER_PAGES = {
  confirmed: '/newsletter-confirmed/',
  expired: '/newsletter-link-expired/',
  unsubscribed: '/newsletter-unsubscribed/',
};

export interface LeadHandlerDeps {
  store: LeadStore & NewsletterStore;
  mailer: Mailer;
  /** The configured site and function addresses every link points at (links.ts). */
  links: PublicLinks;
  /** The team's inbox, where a question from the site goes (TEAM_EMAIL; default DEFAULT_TEAM_EMAIL). */
  teamEmail?: string;
  /** The webinar sessions the forms may name, and the clock that says which are upcoming (default: content/webinars/, now). */
  webinars?: WebinarCatalog;
  /**
   * The bearer key of a POST to /functions/v1/submit-form/deliver, which delivers what is due (pg_cron's call every
   * minute on Supabase, with the service role key); unset, that path answers 404.
   */
  deliveryKey?: string;
}

/** Compares two keys in a time that does not say how much of them matched. */
async function sameKey(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return a.reduce((differ, byte, i) => differ | (byte ^ b[i]!), 0) === 0;
}

/** The form_leads row of a checked lead. */
export function toLeadDbRow(name: LeadFormName, row: StoredRow<LeadPayload>, referer: string | null): LeadDbRow {
  const fields = Object.fromEntries(Object.keys(leadForm(name).fields).map((key) => [key, (row as Record<string, unknown>)[key]]));
  return {
    form: name,
    submission_id: row.submissionId,
    email: row.email,
    fields,
    ...attributionColumns(row, referer),
    client_ip_hash: row.clientIpHash,
  };
}

/** One lead form as the pipeline runs it: its schema, its post, its row, and what it owes and answers. */
function leadFormHandler(
  name: LeadFormName,
  deps: LeadHandlerDeps,
  { webinars, effects }: { webinars: WebinarCatalog; effects: EffectRunner },
  options: HandlerOptions,
): FormFunction {
  const form = leadForm(name);
  const schema = leadSchema(name, webinars);
  const context = { webinars, siteUrl: deps.links.site, teamEmail: deps.teamEmail ?? DEFAULT_TEAM_EMAIL };
  return createFormHandler<LeadPayload>(
    {
      formName: name,
      logName: `submit-form/${name}`,
      messages: formMessages(form.noun, form.item, form.items),
      parse: (body) => schema.safeParse(body) as ReturnType<typeof schema.safeParse> & { data: LeadPayload },
      describeError: (error) => describeLeadError(name, error),
      post: {
        fields: (params) => formFieldsFor(form, params),
        idFields: Object.keys(form.fields),
        sentPath: form.sentPath,
        notSentPath: LEAD_NOT_SENT_PATH,
        fieldNames: Object.keys(form.fields),
      },
      submit: async (row, limits, req, owed) => {
        if (form.leadsTo === 'form_leads') {
          return deps.store.submitLead({ ...toLeadDbRow(name, row, req.headers.get('referer')), effects: owed }, limits);
        }
        const subscriber = { submission_id: row.submissionId, email: row.email, client_ip_hash: row.clientIpHash, effects: owed };
        return deps.store.subscribe({ ...subscriber, ...attributionColumns(row, req.headers.get('referer')) }, limits);
      },
      queueEffects: (row) => leadEffects(form, row, context),
      effects,
      answer: (row) => leadAnswer(form, row, context),
    },
    options,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });

/** pg_cron's call: what is due is delivered after the answer (the worker stays alive for it). */
function deliveryEndpoint(deliveryKey: string | undefined, effects: EffectRunner, options: HandlerOptions, log: Log): Handler {
  return async (req) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    if (!deliveryKey) return json(404, { error: 'There is no such form.' });
    if (req.method !== 'POST') return json(405, { error: 'Method not allowed: use POST.' });
    if (!bearer || !(await sameKey(bearer, deliveryKey))) return json(401, { error: 'This call needs the delivery key.' });
    const background = options.background ?? runAfterAnswer;
    background(effects.drain().catch((error: unknown) => log('submit-form: delivering what is due failed', errorSummary(error))));
    return json(202, { delivering: true });
  };
}

/**
 * The one handler of every lead form, as the submit-form function: /functions/v1/submit-form/<form name>, and
 * the newsletter's links at /functions/v1/submit-form/newsletter/confirm and …/unsubscribe.
 */
export function createLeadHandler(deps: LeadHandlerDeps, options: HandlerOptions = {}): FormFunction {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, ...(error ? [error] : [])));
  const handlers = new Map<string, Handler>();
  // One salt for every form (one warning when it is random), so a network's hash is the same across forms.
  if (!options.ipHashSalt) log('submit-form: IP_HASH_SALT is not set; client IP hashes use a random per-process salt.');
  const formOptions = { ...options, ipHashSalt: options.ipHashSalt || randomSalt() };
  const webinars = deps.webinars ?? publishedSessions;
  // One runner for every form: the visitor's email, a subscription's confirmation, and what every new lead owes.
  const effects = formEffects(deps.store, options, 'submit-form', {
    [VISITOR_EMAIL]: (payload, effect) => deps.mailer.send(payload as Email, effect.id),
    [TEAM_EMAIL]: (payload, effect) => deps.mailer.send(payload as Email, effect.id),
    'newsletter-confirmation': confirmationDeliverer(deps.store, deps.mailer, deps.links.functions),
  });
  for (const name of leadFormNames) handlers.set(name, leadFormHandler(name, deps, { webinars, effects }, formOptions));
  const deliverDue = deliveryEndpoint(deps.deliveryKey, effects, options, log);
  const handler: Handler = async (req, info) => {
    const parts = new URL(req.url).pathname.split('/').filter(Boolean);
    const [form, action] = parts.slice(-2);
    if (form === 'newsletter' && (action === 'confirm' || action === 'unsubscribe')) {
      try {
        return await handleNewsletterLink(req, action, { store: deps.store, siteUrl: deps.links.site, pages: NEWSLETTER_PAGES });
      } catch (error) {
        log('submit-form/newsletter: a link failed', errorSummary(error));
        return new Response('Something went wrong on our side. Please try again in a minute.', {
          status: 503,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
        });
      }
    }
    if (parts.at(-2) === 'submit-form' && parts.at(-1) === 'deliver') return deliverDue(req);
    const name = parts.at(-1) ?? '';
    const handler = isLeadFormName(name) ? handlers.get(name) : undefined;
    if (handler) return handler(req, info);
    return json(404, { error: 'There is no such form.' });
  };
  return Object.assign(handler, { effects });
}
