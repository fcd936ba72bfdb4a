// The leads webhook: one signed POST per stored lead, from the function (never the browser), so a CRM, an
// ATS or Slack receives every form's leads. Signed as Standard Webhooks (standardwebhooks.com) describe:
// webhook-id, webhook-timestamp (Unix seconds) and webhook-signature, `v1,` + base64 HMAC-SHA256 of
// `<id>.<timestamp>.<body>` under the secret's key (`whsec_` + base64 key bytes).

export interface LeadEvent {
  /** 'contact', 'white-paper', ... */
  form: string;
  submissionId: string;
  email: string;
  /** The form's fields and where the lead came from. */
  data: Record<string, unknown>;
}

export type LeadNotifier = (event: LeadEvent) => Promise<void>;

/** Longest wait for the receiver: well inside an effect's lease (EFFECT_LEASE_SECONDS). */
export const WEBHOOK_TIMEOUT_MS = 5000;

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** The webhook-signature value for one message. */
export async function webhookSignature(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', fromBase64(secret.replace(/^whsec_/, '')), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  return `v1,${toBase64(mac)}`;
}

/**
 * Posts a lead to `url`, signed with `secret`, within 5 seconds; throws when it is not delivered (the effect is
 * tried again, effects.ts). The error says the receiver's status, or the failure's class: never the URL, which
 * may hold a secret. The id is the submission's, the same for every try, so a receiver can drop a repeat.
 */
export function leadsWebhook({ url, secret }: { url: string; secret: string }, now: () => number = Date.now): LeadNotifier {
  return async (event) => {
    const id = `msg_${event.submissionId}`;
    const timestamp = Math.floor(now() / 1000);
    const body = JSON.stringify({
      type: 'lead.created',
      timestamp: new Date(timestamp * 1000).toISOString(),
      data: { form: event.form, submissionId: event.submissionId, email: event.email, ...event.data },
    });
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': await webhookSignature(secret, id, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(`the leads webhook could not be reached (${error instanceof Error ? error.name : typeof error})`);
    }
    await res.body?.cancel();
    if (!res.ok) throw new Error(`the leads webhook's receiver answered ${res.status}`);
  };
}
