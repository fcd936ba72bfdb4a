import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHandler, type HandlerOptions } from '../supabase/functions/_shared/handler.ts';
import { toNodeHandler } from './node-adapter.ts';
import { openStore, type PgliteStore } from './pglite-store.ts';
import { staticSite } from './static.ts';

export const FUNCTION_PATH = '/functions/v1/send-contact-form';

/** The handler's client IP hash (HMAC-SHA-256), synchronous: Node's WebCrypto costs a thread-pool trip per call. */
export const nodeIpHasher = (salt: string) => (ip: string) => createHmac('sha256', salt).update(ip).digest('hex');

interface Options {
  distDir: string;
  port?: number;
  host?: string;
  /** Folder of the embedded Postgres; omit for an in-memory database. */
  dataDir?: string;
  /**
   * The contact function's settings (handlerOptionsFromEnv reads them from the environment). By default the
   * client is the socket's peer address and no forwarding header is trusted.
   */
  handler?: HandlerOptions;
}

/** The whole product on one machine: the static site and the contact function on one origin. */
export async function startLocalServer({ distDir, port = 4173, host = '127.0.0.1', dataDir, handler }: Options) {
  const store: PgliteStore = await openStore(dataDir);
  const contactFunction = toNodeHandler(createHandler(store, { ipHasher: nodeIpHasher, ...handler }));
  const site = staticSite(distDir);
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === FUNCTION_PATH) void contactFunction(req, res);
    else site(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actualPort}`,
    store,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
