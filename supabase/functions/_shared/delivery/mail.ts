// Email: one message shape, two ways out. Supabase Edge Functions may not open ports 25 or 587, so production
// sends through Resend's HTTP API; locally (server/outbox-mailer.ts) each message is an RFC 5322 .eml file.

export interface Attachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes (the Reply-To header), when not to the sender. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: Attachment[];
  /**
   * The link the message is about, printed by the local outbox so a developer can follow it: never a link that
   * carries a secret (a newsletter token), since a log must not hold one.
   */
  link?: string;
}

export interface Mailer {
  /** Sends the email; a second send with the same `idempotencyKey` is dropped (a delivery retried after a crash). */
  send(email: Email, idempotencyKey?: string): Promise<void>;
}

export const RESEND_API = 'https://api.resend.com';

/** Longest wait for Resend: well inside an effect's lease (EFFECT_LEASE_SECONDS), so a slow send is not claimed and sent again. */
export const MAIL_TIMEOUT_MS = 20_000;

const base64 = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** Resend's POST /emails (bearer key). `baseUrl` lets a test run this path against a local fake of the API. */
export function resendMailer({ apiKey, from, baseUrl = RESEND_API }: { apiKey: string; from: string; baseUrl?: string }): Mailer {
  return {
    async send(email, idempotencyKey) {
      let res: Response;
      try {
        res = await fetch(`${baseUrl.replace(/\/+$/, '')}/emails`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${apiKey}`,
            'Content-Type': 'application/json',
            // Resend keeps a key for 24 hours and sends a repeated one once.
            ...(idempotencyKey && { 'Idempotency-Key': idempotencyKey }),
          },
          body: JSON.stringify({
            from,
            to: [email.to],
            subject: email.subject,
            text: email.text,
            ...(email.replyTo && { reply_to: email.replyTo }),
            headers: email.headers,
            attachments: email.attachments?.map((a) => ({ filename: a.filename, content: base64(a.content), content_type: a.contentType })),
          }),
          signal: AbortSignal.timeout(MAIL_TIMEOUT_MS),
        });
      } catch (error) {
        throw new Error(`Resend could not be reached (${error instanceof Error ? error.name : typeof error})`);
      }
      await res.body?.cancel();
      // The status only: Resend's error body can quote the recipient.
      if (!res.ok) throw new Error(`Resend answered ${res.status}`);
    },
  };
}

/** An RFC 2047 encoded word for a header holding non-ASCII text. */
const headerText = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${base64(text)}?=`);

const wrap = (text: string) => text.replace(/.{1,76}/g, '$&\r\n');

/** The message as an RFC 5322 / MIME document, with CRLF line ends and base64 bodies. */
export function toEml(email: Email, { from, date, messageId }: { from: string; date: Date; messageId: string }): string {
  const head = [
    `From: ${from}`,
    `To: ${email.to}`,
    `Subject: ${headerText(email.subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${messageId}>`,
    'MIME-Version: 1.0',
    ...(email.replyTo ? [`Reply-To: ${email.replyTo}`] : []),
    ...Object.entries(email.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ];
  const textPart = ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', wrap(base64(email.text))];
  if (!email.attachments?.length) return [...head, ...textPart].join('\r\n');
  const boundary = `=_paylean_${messageId.replace(/\W/g, '')}`;
  const parts = [
    textPart.join('\r\n'),
    ...email.attachments.map((a) =>
      [
        `Content-Type: ${a.contentType}; name="${a.filename}"`,
        `Content-Disposition: attachment; filename="${a.filename}"`,
        'Content-Transfer-Encoding: base64',
        '',
        wrap(base64(a.content)),
      ].join('\r\n'),
    ),
  ];
  return [
    ...head,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    ...parts.map((part) => `--${boundary}\r\n${part}`),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
