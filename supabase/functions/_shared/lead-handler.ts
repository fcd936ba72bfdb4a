import { createFormHandler, formMessages, type Handler, type HandlerOptions, type StoredRow } from './form-handler.ts';
import { formFieldsFor, LEAD_NOT_SENT_PATH } from './lead-post.ts';
import { attributionColumns, leadPage } from './attribution.ts';
import { errorSummary } from './safe-error.ts';
import { randomSalt } from './client-address.ts';
import { isLeadFormName, leadForm, leadFormNames, type LeadFormName } from './lead-forms.ts';
import { describeLeadError, leadSchema, publishedSessions, type LeadPayload } from './lead-schema.ts';
import { sendAfter } from './lead-after.ts';
import type { Email, Mailer } from './mail.ts';
import { confirmationEmail, handleNewsletterLink, newToken, newsletterLink, tokenHash } from './newsletter.ts';
import type { LeadDbRow, LeadStore, NewsletterStore, SubmitLimits, SubscribeOutcome } from './store.ts';
import type { WebinarCatalog } from './webinars/session.ts';

/** The site's pages a newsletter link ends on. */
export const NEWSLETTER_PAGES = {
  confirmed: '/newsletter-confirmed/',
  expired: '/newsletter-link-expired/',
  unsubscribed: '/newsletter-unsubscribed/',
};

export interface LeadHandlerDeps {
  store: LeadStore & NewsletterStore;
  mailer: Mailer;
  /** The function's public address, for the newsletter's links (default: the request's origin + /functions/v1/submit-form). */
  functionUrl?: string;
  /**
   * The site's origin, for the links in emails (SITE_URL). Never the request's Origin: a script can send any
   * Origin, and an email must not link a visitor to another site. Unset: the function's own origin.
   */
  siteUrl?: string;
  /** The webinar sessions the forms may name, and the clock that says which are upcoming (default: content/webinars/, now). */
  webinars?: WebinarCatalog;
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

/**
 * A subscribe request: new tokens (their hashes stored), and the confirmation email when one is due; the
 * email is made here because only here are the tokens in the clear.
 */
async function subscribe(
  store: NewsletterStore,
  row: StoredRow<LeadPayload>,
  limits: SubmitLimits,
  links: (token: string, action: 'confirm' | 'unsubscribe') => string,
): Promise<SubscribeOutcome & { confirmation?: Email }> {
  const [confirm, unsubscribe] = [newToken(), newToken()];
  const outcome = await store.subscribe(
    {
      submission_id: row.submissionId,
      email: row.email,
      confirm_token_hash: await tokenHash(confirm),
      unsubscribe_token_hash: await tokenHash(unsubscribe),
      ...attributionColumns(row, null),
      client_ip_hash: row.clientIpHash,
    },
    limits,
  );
  if (!outcome.send) return outcome;
  return { ...outcome, confirmation: confirmationEmail(row.email, links(confirm, 'confirm'), links(unsubscribe, 'unsubscribe')) };
}

/**
 * The one handler of every lead form, as the submit-form function: /functions/v1/submit-form/<form name>, and
 * the newsletter's links at /functions/v1/submit-form/newsletter/confirm and …/unsubscribe.
 */
export function createLeadHandler(deps: LeadHandlerDeps, options: HandlerOptions = {}): Handler {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, ...(error ? [error] : [])));
  const handlers = new Map<string, Handler>();
  // One salt for every form (one warning when it is random), so a network's hash is the same across forms.
  if (!options.ipHashSalt) log('submit-form: IP_HASH_SALT is not set; client IP hashes use a random per-process salt.');
  const formOptions = { ...options, ipHashSalt: options.ipHashSalt || randomSalt() };
  const confirmations = new WeakMap<object, Email>();
  const functionUrl = (req: Request) => deps.functionUrl ?? `${new URL(req.url).origin}/functions/v1/submit-form`;
  const webinars = deps.webinars ?? publishedSessions;
  for (const name of leadFormNames) {
    const form = leadForm(name);
    const schema = leadSchema(name, webinars);
    const messages = formMessages(form.noun, form.item, form.items);
    handlers.set(
      name,
      createFormHandler<LeadPayload>(
        {
          formName: name,
          logName: `submit-form/${name}`,
          messages,
          parse: (body) => schema.safeParse(body) as ReturnType<typeof schema.safeParse> & { data: LeadPayload },
          describeError: (error) => describeLeadError(name, error),
          post: {
            fields: (params) => formFieldsFor(form, params),
            idFields: Object.keys(form.fields),
            sentPath: form.sentPath,
            notSentPath: LEAD_NOT_SENT_PATH,
            fieldNames: Object.keys(form.fields),
          },
          submit: async (row, limits, req) => {
            if (form.leadsTo === 'form_leads') return deps.store.submitLead(toLeadDbRow(name, row, req.headers.get('referer')), limits);
            const withPage = { ...row, page: row.page || (leadPage(undefined, req.headers.get('referer')) ?? undefined) };
            const { confirmation, ...outcome } = await subscribe(deps.store, withPage, limits, (token, action) =>
              newsletterLink(functionUrl(req), action, token),
            );
            if (confirmation) confirmations.set(row, confirmation);
            return outcome;
          },
          after: (row, { inserted, req }) =>
            sendAfter(form, row, {
              inserted,
              confirmation: confirmations.get(row),
              webinars,
              siteUrl: deps.siteUrl ?? new URL(req.url).origin,
              mailer: deps.mailer,
              log,
            }),
        },
        formOptions,
      ),
    );
  }
  return async (req, info) => {
    const parts = new URL(req.url).pathname.split('/').filter(Boolean);
    const [form, action] = parts.slice(-2);
    if (form === 'newsletter' && (action === 'confirm' || action === 'unsubscribe')) {
      try {
        return await handleNewsletterLink(req, action, {
          store: deps.store,
          siteUrl: deps.siteUrl ?? new URL(req.url).origin,
          pages: NEWSLETTER_PAGES,
        });
      } catch (error) {
        log('submit-form/newsletter: a link failed', errorSummary(error));
        return new Response('Something went wrong on our side. Please try again in a minute.', {
          status: 503,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
        });
      }
    }
    const name = parts.at(-1) ?? '';
    const handler = isLeadFormName(name) ? handlers.get(name) : undefined;
    if (handler) return handler(req, info);
    return new Response(JSON.stringify({ error: 'There is no such form.' }), {
      status: 404,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
  };
}
