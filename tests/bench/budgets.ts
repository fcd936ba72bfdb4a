import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { headersFor, parseHeadersFile } from '../../server/headers.ts';

export const KB = 1024;

/** The pages with widgets: React and a widget's code start as the visitor nears them. */
export const WIDGET_PAGES = new Set(['/', '/search']);
export const hasWidgets = (route: string) => WIDGET_PAGES.has(route) || route.startsWith('/careers/');

/** What a built page can run, read from its HTML here, not by the build's own reading of it. */
export interface PageScripts {
  /** Inline JavaScript (a JSON script, structured data or speculation rules, is no JavaScript). */
  inline: string[];
  /** Scripts the HTML loads by URL. */
  external: string[];
  /** Modules it preloads (<link rel="modulepreload">). */
  preloads: string[];
  /** The names of its islands that start as the visitor nears them (data-island without data-load="open"). */
  nearIslands: string[];
}

const JS_TYPES = new Set(['', 'module', 'text/javascript']);

type Element = DefaultTreeAdapterMap['element'];

/** Every element of a parsed document, in document order (a template's content aside). */
function* elementsOf(node: DefaultTreeAdapterMap['parentNode']): Generator<Element> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (element: Element) => element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

/** Read with parse5, the HTML parser the browser's algorithm is written down in: JSDOM took seconds a page. */
export function pageScripts(html: string): PageScripts {
  const elements = [...elementsOf(parse(html))];
  const scripts = elements.filter((element) => element.tagName === 'script');
  return {
    inline: scripts.filter((s) => !attribute(s, 'src') && JS_TYPES.has(attribute(s, 'type') ?? '')).map(textOf),
    external: scripts.flatMap((s) => attribute(s, 'src') ?? []),
    preloads: elements
      .filter((element) => element.tagName === 'link' && attribute(element, 'rel') === 'modulepreload')
      .map((link) => attribute(link, 'href')!),
    nearIslands: elements.flatMap((element) => {
      const island = attribute(element, 'data-island');
      return island !== undefined && attribute(element, 'data-load') !== 'open' ? [island] : [];
    }),
  };
}

/**
 * Start-up JavaScript, gzip, inline scripts included, counting every island that starts as the visitor nears
 * it, analytics on or off: a page with widgets at most 100 KB (the home page, /search, an open position's page
 * with its application form); a content route, with no island that starts as the visitor nears it (legal,
 * about, careers, services, the forms' result pages...), at most 5 KB; every other route (a blog listing or
 * article, a resources page with its lead form) at most 10 KB.
 */
export function startupBudget(route: string, html: string): number {
  if (hasWidgets(route)) return 100 * KB;
  return pageScripts(html).nearIslands.length > 0 ? 10 * KB : 5 * KB;
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

export interface StartupJs {
  total: number;
  parts: { name: string; gzip: number }[];
}

export interface BuiltPage {
  route: string;
  html: string;
  /** Its document, brotli-compressed here at the highest quality. */
  brotli: number;
  /** The whole response: brotli, the headers `_headers` gives it and the server's own. */
  response: number;
  startup: StartupJs;
}

const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;
const brotliSize = (content: string) => brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The site's own module URLs a script names: '/assets/x.js' anywhere in it, './x.js' in an import or export from. */
function namedModules(code: string, from: string): { fetched: string[]; staticImports: string[] } {
  const absolute = [...code.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
  const relative = [...code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{},\s]+from\s*)?["'`](\.\/[\w.-]+\.js)["'`]/g)].map((m) =>
    path.posix.join(path.posix.dirname(from), m[1]!),
  );
  return { fetched: absolute, staticImports: relative };
}

/**
 * The island loader's list of one island's modules, as it preloads them before it imports the last: the loader
 * holds, for each island name, an array of '/assets/...' URLs.
 */
function islandModulesIn(loader: string, name: string): string[] {
  const list = new RegExp(`(?:["'\`]${name}["'\`]|\\b${name})\\s*:\\s*\\[((?:\`/assets/[\\w.-]+\\.js\`,?)+)\\]`).exec(loader)?.[1];
  if (!list) throw new Error(`the island loader names no modules for ${name}`);
  return [...list.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
}

/**
 * What a browser fetches for a page before the visitor asks for anything: the scripts and preloads the HTML
 * names, the modules its inline script imports (the island loader only when an island starts as the visitor nears
 * it), each near island's modules as the loader lists them, and every file those import statically, recursively.
 */
async function startupJs(html: string, read: (url: string) => Promise<string>): Promise<StartupJs> {
  const { inline, external, preloads, nearIslands } = pageScripts(html);
  const fromInline = inline.flatMap((code) => namedModules(code, '/').fetched);
  const loader = fromInline.find((url) => url.startsWith('/assets/island-loader-'));
  const start = [
    // The site's own: a script from another origin (Cloudflare Turnstile's, in a build with its key) is not in dist/.
    ...[...external, ...preloads].filter((url) => /^\/(?!\/)/.test(url)),
    ...fromInline.filter((url) => url !== loader || nearIslands.length > 0),
  ];
  if (loader && nearIslands.length > 0) {
    const code = await read(loader);
    for (const name of new Set(nearIslands)) start.push(...islandModulesIn(code, name));
  }
  const files = new Set<string>();
  const visit = async (url: string): Promise<void> => {
    if (files.has(url)) return;
    files.add(url);
    for (const next of namedModules(await read(url), url).staticImports) await visit(next);
  };
  for (const url of start) await visit(url);
  const parts = [
    ...inline.map((code, i) => ({ name: `inline script ${i + 1}`, gzip: gzipSize(code) })),
    ...(await Promise.all([...files].map(async (url) => ({ name: url, gzip: gzipSize(await read(url)) })))),
  ];
  return { total: parts.reduce((sum, part) => sum + part.gzip, 0), parts };
}

/** Route -> its HTML file under dist/: every <route>/index.html, and '*' for 404.html. */
async function htmlFiles(dist: string): Promise<[string, string][]> {
  const files = (await readdir(dist, { recursive: true, encoding: 'utf8' })).map((file) => file.replaceAll('\\', '/'));
  return files
    .flatMap((file): [string, string][] =>
      file === '404.html'
        ? [['*', file]]
        : file === 'index.html' || file.endsWith('/index.html')
          ? [[`/${file.slice(0, -'index.html'.length).replace(/\/$/, '')}`, file]]
          : [],
    )
    .sort(([a], [b]) => a.localeCompare(b));
}

/** Every HTML page of a build, with its document's sizes and its start-up JavaScript, each measured here. */
export async function builtPages(dist: string): Promise<BuiltPage[]> {
  const headers = parseHeadersFile(readFileSync(path.join(dist, '_headers'), 'utf8'));
  const cache = new Map<string, Promise<string>>();
  const read = (url: string) => {
    if (!cache.has(url)) cache.set(url, readFile(path.join(dist, url), 'utf8'));
    return cache.get(url)!;
  };
  return Promise.all(
    (await htmlFiles(dist)).map(async ([route, file]) => {
      const html = await readFile(path.join(dist, file), 'utf8');
      const brotli = brotliSize(html);
      const siteHeaders = headersFor(headers, route).reduce((sum, [name, value]) => sum + `${name}: ${value}\r\n`.length, 0);
      return { route, html, brotli, response: brotli + siteHeaders + SERVER_HEADERS, startup: await startupJs(html, read) };
    }),
  );
}

/** The start-up JavaScript's parts, largest first, for a failure's message. */
export const startupDetail = ({ parts }: StartupJs) =>
  [...parts]
    .sort((a, b) => b.gzip - a.gzip)
    .map((p) => `  ${p.name}: ${(p.gzip / KB).toFixed(1)} KB`)
    .join('\n');
