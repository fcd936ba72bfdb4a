import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sirv from 'sirv';
import { headersFor, loadHeadersFile } from './headers.ts';
import { requestUrl } from './node-adapter.ts';
import { kindOf } from './process-guard.ts';
import { loadRedirectsFile, redirectFor } from './redirects.ts';

/** A range sirv reads as it means (`bytes=N-`, `bytes=N-M` with N <= M); it answers another from bytes it has not. */
const servableRange = (range: string) => {
  const [, first, last] = /^bytes=(\d+)-(\d*)$/.exec(range) ?? [];
  return first !== undefined && (last === '' || Number(first) <= Number(last));
};

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
    const url = requestUrl(req);
    const redirect = url && redirectFor(redirects, url.pathname, url.search);
    if (url && redirect) {
      applyHeaders(res, url.pathname);
      res.writeHead(redirect.status, { Location: redirect.to });
      res.end();
      return;
    }
    // Any other range is ignored, as a server may: the whole file is answered.
    if (req.headers.range !== undefined && !servableRange(req.headers.range)) delete req.headers.range;
    // sirv streams a file it listed at start: one gone since (dist/ rebuilt under it) cuts that answer short, rather
    // than raise an error no one listens to.
    res.once('pipe', (file: Readable) =>
      file.once('error', (error) => {
        console.error(`static: a file of the site could not be read (${kindOf(error)}); restart the server after a build.`);
        res.destroy();
      }),
    );
    serve(req, res, () => {
      applyHeaders(res, '/404.html');
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : notFound);
    });
  };
}
