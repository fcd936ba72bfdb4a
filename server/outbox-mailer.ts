import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { toEml, type Mailer } from '../supabase/functions/_shared/delivery/mail.ts';

/**
 * The local stand-in for an email provider: each message is one RFC 5322 .eml file in `dir` (open it with a
 * mail client, or read it in a test), and the console prints the file and the link it carries. The line names
 * neither the recipient nor the subject's person, nor a link with a secret (a newsletter token; the email names no
 * `link` then): a log holds no personal data. A second send with the same idempotency key is dropped, as Resend
 * drops it. The folder is its owner's alone (0700) and each file 0600: a newsletter confirmation's links are secrets.
 */
export function outboxMailer(dir: string, from: string, print: (line: string) => void = console.info): Mailer {
  return {
    async send(email, idempotencyKey) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const key = (idempotencyKey ?? randomUUID()).replace(/[^\w.-]/g, '_');
      if ((await readdir(dir)).some((file) => file.endsWith(`--${key}.eml`))) return;
      const date = new Date();
      const file = path.join(dir, `${date.toISOString().replace(/[:.]/g, '-')}--${key}.eml`);
      await writeFile(file, toEml(email, { from, date, messageId: `${key}@paylean.local` }), { flag: 'wx', mode: 0o600 });
      print(`Email written to ${pathToFileURL(file).href}${email.link ? ` (link: ${email.link})` : ''}`);
    },
  };
}

/** The addresses an .eml file of the outbox is about (its To and Reply-To headers: a question to the team), lower-cased. */
const addressesOf = (eml: string) => [...eml.matchAll(/^(?:To|Reply-To): (.*)$/gm)].map((match) => match[1]!.trim().toLowerCase());

/**
 * Deletes every email in `dir` to this address, or answering to it (any case): a person's erasure reaches the local
 * outbox too. Answers how many.
 */
export async function eraseOutbox(dir: string, address: string): Promise<number> {
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.eml'));
  let erased = 0;
  for (const file of files) {
    const full = path.join(dir, file);
    if (!addressesOf(await readFile(full, 'utf8')).includes(address.trim().toLowerCase())) continue;
    await rm(full, { force: true });
    erased += 1;
  }
  return erased;
}
