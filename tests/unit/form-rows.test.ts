import { describe, expect, it } from 'vitest';
import { formRows, isTextKey, textField } from '../../features/contact/fields/form-rows.ts';

describe('the contact form layout', () => {
  it('pairs half-width fields and keeps the field list order', () => {
    expect(formRows()).toEqual([
      ['firstName', 'lastName'],
      ['email'],
      ['countryCode', 'phone'],
      ['company', 'employees'],
      ['message'],
      ['callConsent'],
    ]);
  });

  it('leaves a half-width field alone when the next field is full width', () => {
    expect(formRows(['firstName', 'email', 'lastName'])).toEqual([['firstName'], ['email'], ['lastName']]);
  });

  it('gives text fields their input attributes from the field list', () => {
    expect(['firstName', 'email', 'phone', 'countryCode', 'callConsent'].filter((name) => isTextKey(name as never))).toEqual([
      'firstName',
      'email',
    ]);
    expect(textField('employees')).toMatchObject({
      type: 'number',
      inputMode: 'numeric',
      min: 1,
      step: 1,
      required: true,
      appRequired: false,
    });
    expect(textField('email')).toMatchObject({
      label: 'Work email',
      type: 'email',
      autoComplete: 'email',
      appRequired: true,
      required: true,
    });
    expect(textField('message')).toMatchObject({ label: 'Tell us about your payroll challenges', multiline: true });
  });
});
