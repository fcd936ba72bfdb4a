import { resendMailer, type Mailer } from './mail.ts';

/**
 * The lead forms' email settings from the environment, read the same way by the Deno entry and the local server:
 *   RESEND_API_KEY   send through Resend's HTTP API (unset: the local outbox; on Supabase, no email)
 *   RESEND_BASE_URL  another address of the same API (a test's local fake); default https://api.resend.com
 *   MAIL_FROM        the sender, e.g. `PayLean <hello@paylean.example>` (a domain verified at Resend)
 *   SITE_URL         the site's origin, for the links in emails
 *   TEAM_EMAIL       the team's inbox, where a question from the site goes; default DEFAULT_TEAM_EMAIL
 */
export interface MailSettings {
  from: string;
  teamEmail?: string;
  siteUrl?: string;
  resend?: Mailer;
}

export const DEFAULT_MAIL_FROM = 'PayLean <hello@paylean.example>';

/**
 * The company's contact address (`email` in content/facts.json), copied here because the deployed function cannot
 * read content/ (tests/unit/chat.test.ts fails while the two differ).
 */
export const DEFAULT_TEAM_EMAIL = 'hello@paylean.example';

export function mailSettingsFromEnv(env: (name: string) => string | undefined): MailSettings {
  const from = env('MAIL_FROM') || DEFAULT_MAIL_FROM;
  const apiKey = env('RESEND_API_KEY');
  const siteUrl = env('SITE_URL') || undefined;
  return {
    from,
    teamEmail: env('TEAM_EMAIL')?.trim() || DEFAULT_TEAM_EMAIL,
    siteUrl: siteUrl && URL.canParse(siteUrl) ? new URL(siteUrl).origin : undefined,
    resend: apiKey ? resendMailer({ apiKey, from, baseUrl: env('RESEND_BASE_URL') || undefined }) : undefined,
  };
}
