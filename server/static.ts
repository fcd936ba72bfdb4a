import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { headersFor, loadHeadersFile } from './headers.ts';

/**
 * Serves the prerendered dist/ as a CDN would: /about -> about/index.html, the headers of
 * dist/_headers (security headers, asset caching), pre-compressed .br/.gz files, and
 * 404.html with status 404 for anything else.
 */
export function staticSite(distDir: string) {
  const rules = loadHeadersFile(path.join(distDir, '_headers'));
  const applyHeaders = (res: ServerResponse, pathname: string) => {
    for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
  };
  const serve = sirv(distDir, { extensions: ['html'], brotli: true, gzip: true, setHeaders: applyHeaders });
  const notFound = readFileSync(path.join(distDir, '404.html'));
  return (req: IncomingMessage, res: ServerResponse) =>
    serve(req, res, () => {
      applyHeaders(res, '/404.html');
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : notFound);
    });
}
