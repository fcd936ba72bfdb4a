import { describe, expect, it } from 'vitest';
import { NOT_SENT_REASONS } from '../../features/contact/contact-not-sent.ts';
import { contactFormAction } from '../../features/contact/send/request.ts';

describe('the contact form action', () => {
  it('posts to the Supabase project function, or to the local backend on the same origin', () => {
    expect(contactFormAction('https://abc.supabase.co/')).toBe('https://abc.supabase.co/functions/v1/send-contact-form');
    expect(contactFormAction(undefined)).toBe('/functions/v1/send-contact-form');
    expect(contactFormAction('  ')).toBe('/functions/v1/send-contact-form');
  });

  it('the not-sent page has a sentence for every reason, each a usable fragment', () => {
    for (const [code, text] of Object.entries(NOT_SENT_REASONS)) {
      expect(code).toMatch(/^[a-z][A-Za-z-]*$/);
      expect(text).toMatch(/^[A-Z].*\.$/);
    }
  });
});
