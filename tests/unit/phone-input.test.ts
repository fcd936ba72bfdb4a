import { describe, expect, test } from 'vitest';
import { digitsOnly, pastePhone, phonePlaceholder, phoneValue } from '../../features/contact/fields/phone-input.ts';

describe('phone field helpers', () => {
  test('keep digits only, capped at the country length', () => {
    expect(digitsOnly('(415) 555-0142 ext')).toBe('4155550142');
    expect(phoneValue('41a5-55', 10)).toBe('41555');
    expect(phoneValue('41555501429', 10)).toBe('4155550142');
  });

  test("the placeholder is '{n} digits'", () => {
    expect(phonePlaceholder(10)).toBe('10 digits');
    expect(phonePlaceholder(8)).toBe('8 digits');
  });
});

describe('pastePhone', () => {
  const us = { dialCode: '+1', maxDigits: 10 };
  const paste = (pasted: string, value = '', start: number | null = value.length, end: number | null = start, country = us) =>
    pastePhone({ value, selectionStart: start, selectionEnd: end, pasted, ...country });

  test('a formatted number keeps all its digits (the browser would cut it to maxlength first)', () => {
    expect(paste('(415) 555-0142')).toBe('4155550142');
  });

  test("drops the selected country's international prefix", () => {
    expect(paste('+1 415 555 0142')).toBe('4155550142');
    expect(paste('+44 7400 123456', '', 0, 0, { dialCode: '+44', maxDigits: 11 })).toBe('7400123456');
    expect(paste('0044 7400 123456', '', 0, 0, { dialCode: '+44', maxDigits: 11 })).toBe('7400123456');
  });

  test('keeps a leading 1 that is not an international prefix', () => {
    expect(paste('1555 0142', '41')).toBe('4115550142');
  });

  test('inserts at the caret, replacing the selection, and caps the result', () => {
    expect(paste('99', '415550142', 3, 3)).toBe('4159955014');
    expect(paste('777', '4155550142', 3, 6)).toBe('4157770142');
    expect(paste('123', '4155550142', null, null)).toBe('4155550142');
  });

  test('pasting text without digits changes nothing', () => {
    expect(paste('call me', '415')).toBe('415');
  });
});
