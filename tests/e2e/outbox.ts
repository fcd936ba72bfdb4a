import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The emails the local function wrote to `dir` (one .eml file each), oldest first, parsed. */
export async function readOutbox(dir: string): Promise<ParsedMail[]> {
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(dir, file)))));
}

/** The addressee of a parsed email. */
export const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
