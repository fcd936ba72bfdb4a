import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ContactFormValues } from '../../features/contact/contact-payload.ts';
import { postContactWebhook } from '../../features/contact/send/webhook.ts';
import { ann } from '../fixtures/contact.ts';

const form: ContactFormValues = {
  ...ann,
  countryCode: '+44-GB',
  phone: '74001234567',
  company: 'Acme & Sons',
  employees: '25',
  message: 'Two days a month',
  callConsent: true,
};
const now = new Date('2026-01-15T10:00:00.000Z');
const URL = 'https://hooks.example.test/paylean';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('postContactWebhook', () => {
  test('POSTs the supplementary payload form-encoded, with keepalive', async () => {
    const fetch = vi.fn(async () => new Response('ok'));
    vi.stubGlobal('fetch', fetch);
    await postContactWebhook(form, { url: URL, now });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(URL);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(init.body).toBeInstanceOf(URLSearchParams);
    // What goes over the wire, with the content type fetch derives from URLSearchParams.
    const request = new Request(url, init);
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(Object.fromEntries(new URLSearchParams(await request.text()))).toEqual({
      ...ann,
      countryCode: '+44-GB',
      phone: '74001234567',
      company: 'Acme & Sons',
      employees: '25',
      message: 'Two days a month',
      callConsent: 'true',
      timestamp: '2026-01-15T10:00:00.000Z',
      source: 'website_contact_form',
      action: 'schedule_consultation',
    });
  });

  test('reads VITE_CONTACT_WEBHOOK_URL by default, and does nothing when it is unset', async () => {
    const fetch = vi.fn(async () => new Response('ok'));
    vi.stubGlobal('fetch', fetch);
    vi.stubEnv('VITE_CONTACT_WEBHOOK_URL', '');
    await postContactWebhook(form);
    expect(fetch).not.toHaveBeenCalled();
    vi.stubEnv('VITE_CONTACT_WEBHOOK_URL', URL);
    await postContactWebhook(form);
    expect(fetch).toHaveBeenCalledWith(URL, expect.objectContaining({ method: 'POST' }));
  });

  test('a failure is logged as a warning, never thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 500 })),
    );
    await expect(postContactWebhook(form, { url: URL })).resolves.toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(postContactWebhook(form, { url: URL })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toContain('500');
  });
});
