import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, test } from 'vitest';
import { resendMailer, toEml } from '@shared/delivery/mail';
import { outboxMailer } from '../../server/outbox-mailer.ts';

const email = {
  to: 'ann@acme.example',
  subject: 'Your copy of “AI Automation Trends 2024”',
  text: 'Hello Ann,\n\nhttps://paylean.example/downloads/paper.pdf\n',
  headers: { 'List-Unsubscribe': '<https://paylean.example/unsubscribe?t=abc>' },
};

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('email', () => {
  test('an .eml is an RFC 5322 message a mail parser reads back whole: headers, UTF-8 subject, body, attachment', async () => {
    const eml = toEml(
      {
        ...email,
        attachments: [
          { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
        ],
      },
      { from: 'PayLean <hello@paylean.example>', date: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), messageId: 'id-1@paylean.local' },
    );
    expect(eml.split('\r\n').every((line) => line.length <= 998)).toBe(true);
    const parsed = await simpleParser(eml);
    expect(parsed.subject).toBe(email.subject);
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('ann@acme.example');
    expect(parsed.text).toBe(email.text);
    expect(parsed.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toBe(
      `List-Unsubscribe: ${email.headers['List-Unsubscribe']}`,
    );
    expect(parsed.date?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(parsed.replyTo).toBeUndefined();
    const reply = await simpleParser(
      toEml(
        { ...email, replyTo: 'bo@acme.example' },
        { from: 'PayLean <hello@paylean.example>', date: new Date(), messageId: 'id-2@paylean.local' },
      ),
    );
    expect(reply.replyTo?.text).toBe('bo@acme.example');
    expect(parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['invite.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'],
    ]);
  });

  test('the local outbox writes one .eml per email and prints its file and link, never the recipient', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'paylean-outbox-test-'));
    dirs.push(dir);
    const printed: string[] = [];
    const mailer = outboxMailer(dir, 'PayLean <hello@paylean.example>', (line) => void printed.push(line));
    await mailer.send({ ...email, link: 'https://paylean.example/downloads/paper.pdf' });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect((await simpleParser(await readFile(path.join(dir, files[0]!)))).text).toBe(email.text);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('https://paylean.example/downloads/paper.pdf');
    expect(printed[0]).toContain(files[0]);
    expect(printed[0]).not.toContain('ann@');
  });

  test("with a key, mail goes to Resend's POST /emails (here a local fake of it), bearer-authorised", async () => {
    const seen: { url?: string; auth?: string; body?: Record<string, unknown> }[] = [];
    let status = 200;
    const fake = http.createServer((req, res) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk));
      req.on('end', () => {
        seen.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(data) as Record<string, unknown> });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"e1"}');
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
      const mailer = resendMailer({ apiKey: 're_test', from: 'PayLean <hello@paylean.example>', baseUrl });
      await mailer.send({ ...email, attachments: [{ filename: 'a.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }] });
      expect(seen).toEqual([
        {
          url: '/emails',
          auth: 'Bearer re_test',
          body: {
            from: 'PayLean <hello@paylean.example>',
            to: ['ann@acme.example'],
            subject: email.subject,
            text: email.text,
            headers: email.headers,
            attachments: [{ filename: 'a.ics', content: Buffer.from('BEGIN:VCALENDAR').toString('base64'), content_type: 'text/calendar' }],
          },
        },
      ]);
      await mailer.send({ ...email, replyTo: 'bo@acme.example' });
      expect(seen[1]?.body).toMatchObject({ to: ['ann@acme.example'], reply_to: 'bo@acme.example' });
      status = 422;
      await expect(mailer.send(email)).rejects.toThrow('Resend answered 422');
    } finally {
      await new Promise((resolve) => fake.close(resolve));
    }
  });
});
