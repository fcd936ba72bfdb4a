import { printable } from '../../supabase/functions/_shared/control-characters.ts';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, inner quotes doubled, control
 * characters written out. Text starting with = + - @ gets a leading ' so a spreadsheet shows it instead of
 * running it as a formula, unless `formulaSafe` is false.
 */
export function csvField(value: string, formulaSafe = true): string {
  const text = printable(value, { keepLineBreaks: true });
  const safe = formulaSafe && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
