import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { headersFor, parseHeadersFile } from '../../server/headers.ts';
import { builtIslandModules } from '../../build/prerender/islands.ts';
import { pageScripts, prerenderedFiles, readManifest, startupJs, type StartupJs } from '../../build/prerender/route-sizes.ts';

export const KB = 1024;

/** The pages with widgets: React and a widget's code start as the visitor nears them. */
export const WIDGET_PAGES = new Set(['/', '/search']);
export const hasWidgets = (route: string) => WIDGET_PAGES.has(route) || route.startsWith('/careers/');

/**
 * Start-up JavaScript, gzip, inline scripts included, counting every island that starts as the visitor nears
 * it, analytics on or off: a page with widgets at most 100 KB (the home page, /search, an open position's page
 * with its application form); a content route, with no island that starts as the visitor nears it (legal,
 * about, careers, services, the forms' result pages...), at most 5 KB; every other route (a blog listing or
 * article, a resources page with its lead form) at most 10 KB.
 */
export function startupBudget(route: string, html: string): number {
  if (hasWidgets(route)) return 100 * KB;
  return pageScripts(html).islands.some((island) => island.load === 'near') ? 10 * KB : 5 * KB;
}

/**
 * Every route's document as served (brotli, inline scripts and styles included): at most 14,000 B,
 * so it fits TCP's first congestion window (ten packets, about 14.6 KB with the headers) and the
 * first paint needs one round trip.
 */
export const HTML_BUDGET = 14_000;
/**
 * The response as a whole, with the headers `_headers` gives every page and about 250 B that any
 * server adds (status line, Content-Type, Content-Length, Content-Encoding, Date, Last-Modified,
 * Vary, Connection): within TCP's first congestion window, ten packets of 1,460 B.
 */
export const FIRST_WINDOW = 14_600;
const SERVER_HEADERS = 250;

export interface BuiltPage {
  route: string;
  html: string;
  /** Its document's brotli size. */
  brotli: number;
  /** The whole response: brotli, the headers `_headers` gives it and the server's own. */
  response: number;
  startup: StartupJs;
}

/** Every prerendered route of a build, with its document's sizes and its start-up JavaScript. */
export async function builtPages(dist: string): Promise<BuiltPage[]> {
  const headers = parseHeadersFile(readFileSync(path.join(dist, '_headers'), 'utf8'));
  const modules = builtIslandModules(await readManifest(dist));
  return Promise.all(
    [...(await prerenderedFiles(dist))].map(async ([route, file]) => {
      const html = await readFile(file, 'utf8');
      const brotli = (await stat(`${file}.br`)).size;
      const siteHeaders = headersFor(headers, route).reduce((sum, [name, value]) => sum + `${name}: ${value}\r\n`.length, 0);
      return {
        route,
        html,
        brotli,
        response: brotli + siteHeaders + SERVER_HEADERS,
        startup: await startupJs(dist, pageScripts(html), modules),
      };
    }),
  );
}

/** The start-up JavaScript's parts, largest first, for a failure's message. */
export const startupDetail = ({ parts }: StartupJs) =>
  [...parts]
    .sort((a, b) => b.gzip - a.gzip)
    .map((p) => `  ${p.name}: ${(p.gzip / KB).toFixed(1)} KB`)
    .join('\n');
