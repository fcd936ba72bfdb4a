import { contactFieldsSchema, contactSchema, describeContactError } from '@shared/forms/contact/contact-schema';
import { describe, expect, test } from 'vitest';
import { ann } from '../fixtures/contact.ts';

const valid = {
  ...ann,
  employees: 25,
  message: 'We run payroll for 25 people.',
  callConsent: true,
  submissionId: '6f1c2f4e-8a53-4d0b-9a51-2b7b0f4c9e11',
  website: '',
  elapsedMs: 8000,
};

function errorOf(input: unknown): string {
  const result = contactSchema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return describeContactError(result.error);
}

describe('contact schema', () => {
  test('accepts a valid payload and strips unknown fields', () => {
    const result = contactSchema.parse({ ...valid, admin: true, __proto__x: 1 });
    expect(result).toEqual(valid);
  });

  test('trims every string', () => {
    const result = contactSchema.parse({ ...valid, firstName: `  ${ann.firstName} `, email: ` ${ann.email}\t`, message: '\n hi \n' });
    expect(result).toMatchObject({ firstName: ann.firstName, email: ann.email, message: 'hi' });
  });

  test.each([
    [12, 12],
    ['12', 12],
    [' 40 ', 40],
  ])('employees %j becomes %j', (input, expected) => {
    expect(contactSchema.parse({ ...valid, employees: input }).employees).toBe(expected);
  });

  test.each(['abc', '', '1e3', '1.5', 0, -1, 1.5, Number.NaN, true])('employees %j is rejected', (employees) => {
    expect(errorOf({ ...valid, employees })).toMatch(/^Invalid number of employees: /);
  });

  test('caps lengths at 100 / 254 / 200 / 5000', () => {
    expect(contactSchema.safeParse({ ...valid, firstName: 'x'.repeat(100), message: 'y'.repeat(5000) }).success).toBe(true);
    expect(errorOf({ ...valid, firstName: 'x'.repeat(101) })).toBe('Invalid first name: use at most 100 characters.');
    expect(errorOf({ ...valid, lastName: 'x'.repeat(101) })).toMatch(/^Invalid last name: /);
    expect(errorOf({ ...valid, email: `${'x'.repeat(250)}@a.co` })).toMatch(/^Invalid email: /);
    expect(errorOf({ ...valid, company: 'x'.repeat(201) })).toMatch(/^Invalid company name: /);
    expect(errorOf({ ...valid, message: 'x'.repeat(5001) })).toBe('Invalid message: use at most 5000 characters.');
  });

  test('rejects control characters, except tab and line breaks in the message', () => {
    expect(contactSchema.parse({ ...valid, message: 'a\tb\nc\r\nd' }).message).toBe('a\tb\nc\r\nd');
    for (const bad of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085']) {
      expect(errorOf({ ...valid, message: `a${bad}b` })).toBe('Invalid message: control characters are not allowed.');
      expect(errorOf({ ...valid, company: `a${bad}b` })).toMatch(/^Invalid company name: control characters/);
    }
    expect(errorOf({ ...valid, firstName: 'a\nb' })).toMatch(/^Invalid first name: control characters/);
  });

  test('names the first bad field in one sentence', () => {
    expect(errorOf({ ...valid, email: 'nope' })).toBe('Invalid email: enter a valid email address such as name@company.com.');
    expect(errorOf({ ...valid, firstName: undefined })).toBe('Invalid first name: this field is required.');
    expect(errorOf({ ...valid, firstName: 7 })).toBe('Invalid first name: expected text.');
    expect(errorOf({ ...valid, callConsent: 'yes' })).toBe('Invalid call consent: expected true or false.');
    expect(errorOf({ ...valid, submissionId: 'abc' })).toBe('Invalid submission id: expected a UUID.');
    expect(errorOf({})).toBe('Invalid first name: this field is required.');
    expect(errorOf(null)).toBe('Invalid request: expected a JSON object with the contact form fields.');
    expect(errorOf([valid])).toMatch(/^Invalid request: /);
  });

  test('rejects unpaired surrogates, which Postgres cannot store', () => {
    expect(errorOf({ ...valid, message: 'a\ud800b' })).toMatch(/^Invalid message: it holds a character that cannot be saved/);
    expect(contactSchema.parse({ ...valid, message: 'emoji 😀 ok' }).message).toBe('emoji 😀 ok');
  });

  test('the bot signals are optional; when sent they must be text and a number of ms', () => {
    const bare: Record<string, unknown> = { ...valid };
    delete bare.website;
    delete bare.elapsedMs;
    expect(contactSchema.parse(bare)).toEqual(bare);
    expect(contactSchema.parse({ ...valid, website: ' http://x.example ' }).website).toBe('http://x.example');
    expect(contactSchema.parse({ ...valid, elapsedMs: 0 }).elapsedMs).toBe(0);
    expect(errorOf({ ...valid, elapsedMs: -1 })).toBe('Invalid fill time: expected a number of milliseconds of at least 0.');
    expect(errorOf({ ...valid, elapsedMs: '3000' })).toMatch(/^Invalid fill time: /);
    expect(errorOf({ ...valid, website: 42 })).toBe('Invalid website: expected text.');
  });

  test('the form variant does not need a submission id', () => {
    const fields: Record<string, unknown> = { ...valid };
    delete fields.submissionId;
    delete fields.website;
    delete fields.elapsedMs;
    expect(contactFieldsSchema.safeParse(fields).success).toBe(true);
    expect(errorOf(fields)).toBe('Invalid submission id: this field is required.');
  });
});
