import { leadsWebhook } from './delivery/webhook.ts';
import { clientAddressRule } from './http/client-address.ts';
import { parseOrigins } from './http/cors.ts';
import type { HandlerOptions } from './pipeline/form-spec.ts';
import { originOf } from './links.ts';
import { goalsFromEnv } from './delivery/server-goals.ts';

/**
 * The function's settings from the environment, read the same way by the Deno entry and the local server:
 *   ALLOWED_ORIGINS      comma-separated site origins that may call it from a browser ('*': any)
 *   IP_HASH_SALT         secret salt for the stored client IP hashes (unset: random per process; a local server keeps one in its data folder)
 *   CLIENT_IP_HEADER     a header the platform sets and clients cannot forge, e.g. cf-connecting-ip
 *   TRUST_FORWARDED_FOR  'true': the first x-forwarded-for entry (only behind a proxy that replaces it)
 * With neither of the last two, no header is trusted: the client is the TCP peer.
 *   LEADS_WEBHOOK_URL     where each new lead is posted, signed (webhook.ts); unset: no webhook
 *   LEADS_WEBHOOK_SECRET  its signing secret, `whsec_` + base64 (Standard Webhooks); required with the URL
 *   PLAUSIBLE_DOMAIN      the site's domain in Plausible: a form posted without JavaScript counts its goal from
 *   PLAUSIBLE_EVENTS_URL  the server, at this Events API address (e.g. https://plausible.io/api/event); both or none
 *   TURNSTILE_SECRET_KEY  Cloudflare Turnstile's secret: every send needs a token its siteverify accepts (the site is
 *                         built with TURNSTILE_SITE_KEY, so that its forms carry one); unset: no check
 *   TURNSTILE_VERIFY_URL  another siteverify address (a test's stand-in); default Cloudflare's
 */
export function handlerOptionsFromEnv(env: (name: string) => string | undefined, warn = console.warn): HandlerOptions {
  const { origins, invalid } = parseOrigins(env('ALLOWED_ORIGINS'));
  if (invalid.length > 0) warn(`ALLOWED_ORIGINS: ignoring ${invalid.join(', ')} (expected origins such as https://paylean.example)`);
  const webhookUrl = env('LEADS_WEBHOOK_URL')?.trim();
  const webhookSecret = env('LEADS_WEBHOOK_SECRET')?.trim();
  if (webhookUrl && !webhookSecret?.startsWith('whsec_'))
    warn('LEADS_WEBHOOK_URL is set without a whsec_ LEADS_WEBHOOK_SECRET: no webhook is sent.');
  return {
    notify: webhookUrl && webhookSecret?.startsWith('whsec_') ? leadsWebhook({ url: webhookUrl, secret: webhookSecret }) : undefined,
    allowedOrigins: origins,
    clientAddress: clientAddressRule({ header: env('CLIENT_IP_HEADER'), trustForwardedFor: env('TRUST_FORWARDED_FOR') === 'true' }),
    ipHashSalt: env('IP_HASH_SALT') || undefined,
    goals: goalsFromEnv(env, warn),
    ...turnstileFromEnv(env, warn),
  };
}

function turnstileFromEnv(env: (name: string) => string | undefined, warn: (message: string) => void): Pick<HandlerOptions, 'turnstile'> {
  const secret = env('TURNSTILE_SECRET_KEY')?.trim();
  if (!secret) return {};
  const verifyUrl = env('TURNSTILE_VERIFY_URL')?.trim() || undefined;
  if (verifyUrl && !(URL.canParse(verifyUrl) && /^https?:$/.test(new URL(verifyUrl).protocol))) {
    warn(`TURNSTILE_VERIFY_URL: ignoring ${verifyUrl} (expected an http(s) URL); tokens are checked at Cloudflare's.`);
    return { turnstile: { secret } };
  }
  return { turnstile: { secret, verifyUrl } };
}

/**
 * A Supabase Edge Function's settings (every function's entry reads them so): the environment's, with the
 * function's own origins (the project's address and the site's), and the same warnings at start for what is
 * missing. Without a trusted client-address header, the client is the TCP peer, which on Supabase is its gateway.
 */
export function functionOptionsFromEnv(name: string, env: (name: string) => string | undefined, warn = console.warn): HandlerOptions {
  const options = handlerOptionsFromEnv(env, warn);
  const ownOrigins = [originOf(env('SUPABASE_URL')), originOf(env('SITE_URL'))].filter((origin) => origin !== undefined);
  if (!options.allowedOrigins?.length && !originOf(env('SITE_URL'))) {
    warn(`${name}: neither ALLOWED_ORIGINS nor SITE_URL is set, so browsers on the site cannot read its answers.`);
  }
  if (!env('CLIENT_IP_HEADER')?.trim() && env('TRUST_FORWARDED_FOR') !== 'true') {
    warn(
      `${name}: no client address header is trusted (CLIENT_IP_HEADER): behind Supabase's gateway every visitor shares its address, and one rate limit.`,
    );
  }
  return { ...options, ownOrigins };
}
