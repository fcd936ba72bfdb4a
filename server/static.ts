import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { headersFor, loadHeadersFile } from './headers.ts';
import { loadRedirectsFile, redirectFor } from './redirects.ts';

/**
 * Serves the prerendered dist/ as a CDN would: the redirects of dist/_redirects (an old address answered 301 with
 * its new one), /about -> about/index.html, the headers of dist/_headers (security headers, asset caching),
 * pre-compressed .br/.gz files, and 404.html with status 404 for anything else.
 */
export function staticSite(distDir: string) {
  const rules = loadHeadersFile(path.join(distDir, '_headers'));
  const redirects = loadRedirectsFile(path.join(distDir, '_redirects'));
  const applyHeaders = (res: ServerResponse, pathname: string) => {
    for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
  };
  const serve = sirv(distDir, { extensions: ['html'], brotli: true, gzip: true, setHeaders: applyHeaders });
  const notFound = readFileSync(path.join(distDir, '404.html'));
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    const redirect = redirectFor(redirects, url.pathname, url.search);
    if (redirect) {
      applyHeaders(res, url.pathname);
      res.writeHead(redirect.status, { Location: redirect.to });
      res.end();
      return;
    }
    serve(req, res, () => {
      applyHeaders(res, '/404.html');
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : notFound);
    });
  };
}
