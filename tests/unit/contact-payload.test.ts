import { contactSchema } from '@shared/forms/contact/contact-schema';
import { describe, expect, test } from 'vitest';
import { emptyContactForm, toRequestBody, toWebhookBody, type ContactFormValues } from '../../features/contact/contact-payload.ts';
import { ann } from '../fixtures/contact.ts';

const form: ContactFormValues = {
  ...ann,
  firstName: ` ${ann.firstName} `,
  countryCode: '+44-GB',
  phone: '74001234567',
  company: 'Acme & Sons',
  employees: '25',
  message: 'Two days a month\non payroll.',
  callConsent: true,
};
const id = '0b9c3a1e-5d2f-4c6a-8e7b-1f2a3b4c5d6e';

describe('emptyContactForm', () => {
  test('is blank, with the United States as the country', () => {
    expect(emptyContactForm).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      countryCode: '+1-US',
      phone: '',
      company: '',
      employees: '',
      message: '',
      callConsent: false,
    });
  });
});

describe('toRequestBody', () => {
  test('is the full form object plus the submission id, employees as a number', () => {
    expect(toRequestBody(form, id)).toEqual({
      ...ann,
      countryCode: '+44-GB',
      phone: '74001234567',
      company: 'Acme & Sons',
      employees: 25,
      message: 'Two days a month\non payroll.',
      callConsent: true,
      submissionId: id,
    });
  });

  test('passes the shared schema unchanged', () => {
    const body = toRequestBody(form, id);
    expect(contactSchema.parse(body)).toEqual(body);
  });

  test('leaves a non-numeric employees value for the server to name', () => {
    expect(toRequestBody({ ...form, employees: 'lots' }, id).employees).toBe('lots');
  });
});

describe('toWebhookBody', () => {
  const now = new Date('2024-01-15T10:20:30.000Z');

  test('form-encodes the same fields plus timestamp, source and action', () => {
    const body = toWebhookBody(form, now);
    expect(Object.fromEntries(body)).toEqual({
      ...ann,
      countryCode: '+44-GB',
      phone: '74001234567',
      company: 'Acme & Sons',
      employees: '25',
      message: 'Two days a month\non payroll.',
      callConsent: 'true',
      timestamp: '2024-01-15T10:20:30.000Z',
      source: 'website_contact_form',
      action: 'schedule_consultation',
    });
    expect(body.toString()).toContain('company=Acme+%26+Sons');
    expect(body.toString()).toContain('countryCode=%2B44-GB');
  });

  test("sends callConsent as 'false' when unchecked", () => {
    expect(toWebhookBody({ ...form, callConsent: false }, now).get('callConsent')).toBe('false');
  });
});
