/* eslint-disable no-control-regex -- matching control characters is the point */

// C0 and C1 control characters (NUL, BEL, ESC, ...): what a terminal runs as a command rather than shows. No form
// field may hold one; multi-line text (a message, a note) may hold a tab, a line feed and a carriage return.

/** Text without control characters. */
export const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** Text without control characters but tabs and line breaks. */
export const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
/** Every control character, to take out of text no one typed (an uploaded file's name). */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

// For showing stored text: the control characters, and the bidirectional overrides and isolates that reorder what
// a terminal shows around them.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const UNPRINTABLE_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const escaped = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/**
 * Stored text as a terminal may show it: each control character written out (`\x1b`), so text stored before the
 * forms refused them (or written to the database by other means) cannot move the cursor, retitle the window or
 * clear the screen. `keepLineBreaks` keeps tabs and line breaks (a CSV's quoted cells).
 */
export const printable = (text: string, { keepLineBreaks = false } = {}) =>
  text.replace(keepLineBreaks ? UNPRINTABLE_BUT_LINE_BREAKS : UNPRINTABLE, escaped);
