import { contactFormText } from '../../../content/contact-messages.ts';

/** The phone field keeps digits only. */
export const digitsOnly = (text: string): string => text.replace(/\D/g, '');

/** The phone field's value for what the visitor typed: its digits, at most `maxDigits` of them. */
export const phoneValue = (text: string, maxDigits: number): string => digitsOnly(text).slice(0, maxDigits);

/** The field's placeholder, '{n} digits'. */
export const phonePlaceholder = (digits: number): string => contactFormText.phonePlaceholder(digits);

interface Paste {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
  pasted: string;
  /** The selected country's dial code, '+44'. */
  dialCode: string;
  maxDigits: number;
}

/**
 * The value after pasting into the phone field. The browser would cut pasted text to maxlength
 * before the field strips it ('(415) 555-0142' into 10 characters leaves '(415) 555-'), so the
 * paste is handled here: digits only, a leading international prefix of the selected country
 * ('+44 20 ...', '0044 20 ...') dropped, inserted at the caret, then capped.
 */
export function pastePhone({ value, selectionStart, selectionEnd, pasted, dialCode, maxDigits }: Paste): string {
  const code = digitsOnly(dialCode);
  const trimmed = pasted.trim();
  let digits = digitsOnly(trimmed);
  const international = trimmed.startsWith('+') || digits.startsWith('00');
  if (code && international) {
    const withoutPrefix = digits.replace(/^00/, '');
    if (withoutPrefix.startsWith(code)) digits = withoutPrefix.slice(code.length);
  }
  const start = selectionStart ?? value.length;
  const end = selectionEnd ?? start;
  return (value.slice(0, start) + digits + value.slice(end)).slice(0, maxDigits);
}
