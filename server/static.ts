import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/**
 * Serves the prerendered dist/ as a CDN would: /about -> about/index.html, hashed assets cached
 * for a year, pre-compressed .br/.gz files when present, and 404.html with status 404 otherwise.
 */
export function staticSite(distDir: string) {
  const serve = sirv(distDir, {
    extensions: ['html'],
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const notFound = readFileSync(path.join(distDir, '404.html'));
  return (req: IncomingMessage, res: ServerResponse) =>
    serve(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : notFound);
    });
}
