import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { toEml, type Mailer } from '../supabase/functions/_shared/mail.ts';

/**
 * The local stand-in for an email provider: each message is one RFC 5322 .eml file in `dir` (open it with a
 * mail client, or read it in a test), and the console prints the file and the link it carries. The line names
 * neither the recipient nor the subject's person: a log holds no personal data.
 */
export function outboxMailer(dir: string, from: string, print: (line: string) => void = console.info): Mailer {
  return {
    async send(email) {
      await mkdir(dir, { recursive: true });
      const date = new Date();
      const id = randomUUID();
      const file = path.join(dir, `${date.toISOString().replace(/[:.]/g, '-')}-${id.slice(0, 8)}.eml`);
      await writeFile(file, toEml(email, { from, date, messageId: `${id}@paylean.local` }));
      print(`Email written to ${pathToFileURL(file).href}${email.link ? ` (link: ${email.link})` : ''}`);
    },
  };
}
