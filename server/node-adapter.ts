import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorSummary } from '../supabase/functions/_shared/safe-error.ts';

/** The shape of Deno.serve's second argument: the TCP peer, whatever headers the request carries. */
export interface ServeInfo {
  remoteAddr: { transport: 'tcp'; hostname: string; port: number };
}

export type WebHandler = (req: Request, info: ServeInfo) => Promise<Response>;

/** Wraps a web handler for node:http, Connect or Vite middleware: `server.middlewares.use(path, toNodeHandler(h))`. */
export function toNodeHandler(handler: WebHandler) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const info: ServeInfo = {
        remoteAddr: { transport: 'tcp', hostname: req.socket.remoteAddress ?? '', port: req.socket.remotePort ?? 0 },
      };
      const response = await handler(toRequest(req, res), info);
      await writeResponse(res, response, !bodyFullyRead(req));
    } catch (error) {
      // The error's name and message only: a driver's error can carry the row it failed on (personal data).
      console.error('node-adapter: request failed:', errorSummary(error));
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8', ...(!bodyFullyRead(req) && { Connection: 'close' }) });
        res.end(JSON.stringify({ error: 'Internal server error.' }));
      } else {
        res.destroy();
      }
    }
  };
}

export function toRequest(req: IncomingMessage, res?: ServerResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  // 'close' also follows every finished response: abort only when the client went away first.
  res?.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody && { body: bodyStream(req), duplex: 'half' }),
  } as RequestInit);
}

/**
 * Whether the whole request body has arrived. An answer given before that (413, 415, a 400 on the headers)
 * leaves unread bytes on the socket, or a drain still running, and a request sent next on the same keep-alive
 * connection could be lost behind them (issue 16). Such an answer closes the connection instead.
 */
export function bodyFullyRead(req: IncomingMessage): boolean {
  return req.complete;
}

/** Writes the answer; `close` sends Connection: close, and Node then ends the socket once the answer is out. */
export async function writeResponse(res: ServerResponse, response: Response, close = false): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  if (close) headers.connection = 'close';
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, response.statusText, headers);
  res.end(body);
}

/**
 * The request body as a web stream. Unlike Readable.toWeb, cancelling it (the handler stops reading at its
 * size limit) drains the rest instead of destroying the socket, so the 413 arrives and keep-alive survives.
 * Listeners are attached on first read only, so a body the handler never reads is discarded by Node itself.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let listening = false;
  let settled = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (listening) {
        req.resume();
        return;
      }
      listening = true;
      req.on('data', (chunk: Buffer) => {
        if (settled) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 1) <= 0) req.pause();
      });
      req.once('end', () => {
        if (settled) return;
        settled = true;
        controller.close();
      });
      req.once('close', () => {
        if (settled) return;
        settled = true;
        controller.error(new Error('The client closed the request before sending the whole body.'));
      });
    },
    cancel() {
      settled = true;
      req.resume();
    },
  });
}
