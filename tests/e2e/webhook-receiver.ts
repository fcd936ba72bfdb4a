import { createServer, type IncomingHttpHeaders } from 'node:http';

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
