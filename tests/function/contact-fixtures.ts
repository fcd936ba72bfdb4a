import { createHmac } from 'node:crypto';
import type { FormFunction, Handler } from '@shared/forms/contact/contact-function';
import { ann } from '../fixtures/contact.ts';

export const FUNCTION_URL = 'http://localhost/functions/v1/send-contact-form';
export const SITE = 'https://paylean.example';
export const TEST_SALT = 'salt-for-tests';

/** A valid submission as the browser sends it, filled in at a human pace. */
export const payload = (patch: Record<string, unknown> = {}) => ({
  ...ann,
  employees: 25,
  message: 'Payroll takes us two days a month.',
  callConsent: true,
  submissionId: crypto.randomUUID(),
  website: '',
  elapsedMs: 8000,
  ...patch,
});

export const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(FUNCTION_URL, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : body instanceof Uint8Array ? new Uint8Array(body) : JSON.stringify(body),
  });

/** Deno.serve's second argument for a client at this address. */
export const peer = (hostname: string) => ({ remoteAddr: { transport: 'tcp' as const, hostname, port: 50_000 } });

/** The stored client_ip_hash for an address under TEST_SALT. */
export const ipHash = (ip: string) => createHmac('sha256', TEST_SALT).update(ip).digest('hex');

export { memoryStore, noEffects } from './memory-store.ts';

/** The functions' configured address in tests: another host than the requests', so a link made from a request shows. */
export const FUNCTIONS = 'https://api.paylean.example/functions/v1';
/** The configured site and function addresses every link in an email points at. */
export const LINKS = { site: SITE, functions: FUNCTIONS };

/** The function, each answer awaited until what it owes (an email, the webhook) is delivered, as a test reads them. */
export const settled =
  (fn: FormFunction): Handler =>
  async (req, info) => {
    const res = await fn(req, info);
    await fn.effects.idle();
    return res;
  };
