import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { refusedSpellingResponse } from '../supabase/functions/_shared/request-path.ts';
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
      const url = requestUrl(req);
      const response = url ? await handler(toRequest(req, res, url), info) : refusedSpellingResponse();
      await writeResponse(req, res, response, !bodyFullyRead(req));
    } catch (error) {
      // The error's name and message only: a driver's error can carry the row it failed on (personal data).
      console.error('node-adapter: request failed:', errorSummary(error));
      answerFailure(req, res);
    }
  };
}

/** The answer to a request that failed: a 500 with an `error` when none was started, else the answer cut short. */
export function answerFailure(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) return void res.destroy();
  const close = !bodyFullyRead(req);
  if (close) lingerOnClose(req, res.socket);
  res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8', ...(close && { Connection: 'close' }) });
  res.end(JSON.stringify({ error: 'Internal server error.' }));
}

/**
 * A request's URL: its target in absolute form, else its target on the Host's origin (localhost's when the Host
 * holds none), a target starting with `//` read as the path it is. Undefined when the target holds no URL (`*`).
 */
export function requestUrl(req: IncomingMessage): URL | undefined {
  const target = req.url ?? '/';
  const host = `http://${req.headers.host ?? ''}`;
  const origin = URL.canParse(host) ? new URL(host).origin : 'http://localhost';
  const url = target.startsWith('/') ? `${origin}${target}` : /^https?:\/\//i.test(target) ? target : undefined;
  return url !== undefined && URL.canParse(url) ? new URL(url) : undefined;
}

/** A node:http request as a web Request; it throws for a target that holds no URL (`*`), which callers refuse first. */
export function toRequest(req: IncomingMessage, res?: ServerResponse, url = requestUrl(req)): Request {
  if (!url) throw new TypeError('The request-target holds no URL.');
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
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody && { body: bodyStream(req), duplex: 'half' }),
  } as RequestInit);
}

/**
 * Whether the whole request body has arrived. An answer given before that (413, 415, a 400 on the headers)
 * leaves unread bytes on the socket, or a drain still running, and a request sent next on the same keep-alive
 * connection could be lost behind them. Such an answer closes the connection instead, lingering (below).
 */
export function bodyFullyRead(req: IncomingMessage): boolean {
  return req.complete;
}

/** Writes the answer; `close` sends Connection: close and closes the socket lingering, once the body is in. */
export async function writeResponse(req: IncomingMessage, res: ServerResponse, response: Response, close = false): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  if (close) {
    headers.connection = 'close';
    lingerOnClose(req, res.socket);
  }
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, response.statusText, headers);
  res.end(body);
}

/** How long, and how many bytes of an unread body, a lingering close reads and discards before it closes anyway. */
export const LINGER_LIMITS = { ms: 5_000, bytes: 16 * 1024 * 1024 };

/**
 * A lingering close, as nginx does. Closing a socket whose client is still sending its body makes the kernel
 * answer that data with a reset, and the client may then lose the answer it was sent (EPIPE or ECONNRESET
 * instead of the 413). So once the answer is out, the server reads and discards the rest of the body and closes
 * when it has all arrived, or at the limits. Node calls destroySoon on a socket whose answer carried
 * Connection: close; this replaces it for that one socket.
 */
function lingerOnClose(req: IncomingMessage, socket: Socket | null, limits = LINGER_LIMITS): void {
  if (!socket) return;
  socket.destroySoon = () => {
    const close = () => {
      clearTimeout(timer);
      socket.end();
      if (socket.writableFinished) socket.destroy();
      else socket.once('finish', () => socket.destroy());
    };
    const timer = setTimeout(close, limits.ms);
    if (req.complete) return close();
    let discarded = 0;
    // The answer is out: the body stream's own listener (which pauses the request while unread) is done with.
    req.removeAllListeners('data');
    req.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > limits.bytes) close();
    });
    req.once('end', close);
    socket.once('close', () => clearTimeout(timer));
    req.resume();
  };
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
