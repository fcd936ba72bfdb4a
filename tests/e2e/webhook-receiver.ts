import { createServer, type IncomingHttpHeaders } from 'node:http';
import { required } from '../required.ts';

/**
 * Where the test build posts the contact form's copy (VITE_CONTACT_WEBHOOK_URL in .env.test, which the e2e
 * config loads): the tests start a receiver there. Under CI its absence fails them; elsewhere a build
 * without a webhook skips the webhook checks.
 */
export const testWebhookUrl = process.env.VITE_CONTACT_WEBHOOK_URL?.trim() || undefined;
required(testWebhookUrl !== undefined, "VITE_CONTACT_WEBHOOK_URL: .env.test points the test build's contact webhook at a local receiver");

export interface ReceivedWebhook {
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in for the automation webhook: records every request and answers 200, CORS-open. */
export async function startWebhookReceiver(url: string) {
  const { hostname, port, pathname } = new URL(url);
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.url === pathname && req.method === 'POST') received.push({ method: req.method, headers: req.headers, body });
      res.writeHead(req.url === pathname ? 200 : 404, { 'Access-Control-Allow-Origin': '*' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
