import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy on 127.0.0.1 in front of `upstream` that records the path of every request it passes, for a test
 * that must know what a page the browser keeps out of reach (a prerendered one) has asked for. Its answers
 * may not be cached, so a second page's request for a file comes here too. `waitFor` resolves once a request's
 * path matches.
 */
export async function startRecordingProxy(upstream: string) {
  const target = new URL(upstream);
  const paths: string[] = [];
  const waiting = new Set<() => void>();
  const server = createServer((req, res) => {
    paths.push(req.url ?? '');
    for (const check of waiting) check();
    const forward = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'cache-control': 'no-store' });
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const waitFor = (pattern: RegExp, from = 0) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!paths.slice(from).some((path) => pattern.test(path))) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
    });

  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    waitFor,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
