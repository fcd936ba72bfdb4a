import { contactSchema } from '@shared/forms/contact/contact-schema';
import { describe, expect, test } from 'vitest';
import type { ContactFormValues } from '../../features/contact/contact-payload.ts';
import { toSendBody } from '../../features/contact/send/request.ts';
import { ann } from '../fixtures/contact.ts';

const form: ContactFormValues = {
  ...ann,
  employees: '25',
  message: 'Hello',
  callConsent: true,
};
const id = '0b9c3a1e-5d2f-4c6a-8e7b-1f2a3b4c5d6e';

describe('toSendBody', () => {
  test('is the request body plus the honeypot and the whole milliseconds the form was shown', () => {
    const body = toSendBody(form, id, { honeypot: '', shownAt: 1000.4, now: 9500.9 });
    expect(body).toEqual({
      ...ann,
      employees: 25,
      message: 'Hello',
      callConsent: true,
      submissionId: id,
      website: '',
      elapsedMs: 8501,
    });
    expect(contactSchema.safeParse(body).success).toBe(true);
  });

  test('passes a filled honeypot on, and never sends a negative or missing fill time', () => {
    expect(toSendBody(form, id, { honeypot: 'http://spam.example', shownAt: 10, now: 20 }).website).toBe('http://spam.example');
    expect(toSendBody(form, id, { honeypot: '', shownAt: null, now: 20 }).elapsedMs).toBe(0);
    expect(toSendBody(form, id, { honeypot: '', shownAt: 30, now: 20 }).elapsedMs).toBe(0);
  });
});
