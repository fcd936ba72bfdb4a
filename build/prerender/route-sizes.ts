import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readIsland, type IslandLoad } from '../../components/runtime/islands.ts';
import type { IslandModules } from './island-modules.ts';
import { pageDocument } from './page-dom.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = async (dist: string): Promise<Manifest> =>
  JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

function addWithImports(manifest: Manifest, key: string, seen: Set<string>, order: string[]): void {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) addWithImports(manifest, dep, seen, order);
  order.push(manifest[key].file);
}

/** The files an entry loads (relative to dist/): each after the chunks it imports, so the entry comes last. */
export function entryFiles(manifest: Manifest, source: string): string[] {
  if (!manifest[source]) throw new Error(`${source} is not in the build manifest`);
  const order: string[] = [];
  addWithImports(manifest, source, new Set(), order);
  return order;
}

export interface PageScripts {
  /** The page's inline JavaScript (not its JSON: structured data). */
  inline: string[];
  /** Scripts the HTML loads by URL (a page of this site has none; Cloudflare Turnstile's in a build with its key). */
  external: string[];
  /** Its islands, and whether each starts as the visitor nears it or only when asked for. */
  islands: { name: string; load: IslandLoad }[];
}

const JS_TYPES = new Set(['', 'module', 'text/javascript']);

/** What JavaScript a prerendered page can run, read from its HTML. */
export function pageScripts(html: string): PageScripts {
  const { head, body } = pageDocument(html);
  const elements = [...head, ...body];
  const scripts = elements.filter((element) => element.tagName === 'script');
  return {
    inline: scripts.filter((s) => !s.getAttribute('src') && JS_TYPES.has(s.getAttribute('type') ?? '')).map((s) => s.textContent),
    external: scripts.filter((s) => s.getAttribute('src')).map((s) => s.getAttribute('src')!),
    islands: elements.flatMap((element) => {
      const found = readIsland(element);
      return found ? [{ name: found.island.name, load: found.load }] : [];
    }),
  };
}

export const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

export interface StartupJs {
  /** Gzip bytes of the JavaScript the page can load before the visitor asks for anything: inline scripts and the islands it starts as they near. */
  total: number;
  parts: { name: string; gzip: number }[];
}

/**
 * The modules the inline script fetches itself after the first paint: the analytics module on every page of a
 * build with analytics, and the island loader on a page with an island that starts as the visitor nears it.
 */
export function fetchedAtStart(inline: string[], near: boolean): string[] {
  const urls = inline.flatMap((code) => code.match(/\/assets\/[\w.-]+\.js/g) ?? []);
  return urls.filter((url) => near || !url.startsWith('/assets/island-loader-'));
}

/** The page's start-up JavaScript, counting every island that starts as the visitor nears it (on a tall screen, all of them). */
export async function startupJs(
  dist: string,
  { inline, external, islands }: PageScripts,
  modules: IslandModules,
  /** Gzip sizes of the files measured so far, by file: the pages of a build share their island modules. */
  known = new Map<string, Promise<number>>(),
): Promise<StartupJs> {
  const near = islands.filter((i) => i.load === 'near');
  // The site's own: a script from another origin (Cloudflare Turnstile's, in a build with its key) is not in dist/.
  const own = external.filter((src) => /^\/(?!\/)/.test(src));
  const files = [...new Set([...own, ...fetchedAtStart(inline, near.length > 0), ...near.flatMap((i) => modules[i.name] ?? [])])];
  const parts = [
    ...inline.map((code, i) => ({ name: `inline script ${i + 1}`, gzip: gzipSize(code) })),
    ...(await Promise.all(
      files.map(async (file) => {
        if (!known.has(file)) known.set(file, readFile(path.join(dist, file)).then(gzipSize));
        return { name: file, gzip: await known.get(file)! };
      }),
    )),
  ];
  return { total: parts.reduce((sum, part) => sum + part.gzip, 0), parts };
}

/** Route -> its prerendered HTML file: every dist/<route>/index.html, and '*' for 404.html. */
export async function prerenderedFiles(dist: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const rel of await readdir(dist, { recursive: true })) {
    const file = rel.replace(/\\/g, '/');
    if (file === '404.html') files.set('*', path.join(dist, file));
    else if (file.endsWith('index.html')) files.set(`/${file.replace(/\/?index\.html$/, '')}`, path.join(dist, file));
  }
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}

export async function printRouteSizes(dist: string, modules: IslandModules) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log('\nStart-up JS per route (gzip, inline scripts and the islands that start as they near):');
  const files = await prerenderedFiles(dist);
  const width = Math.max(...[...files.keys()].map((route) => route.length));
  const known = new Map<string, Promise<number>>();
  for (const [route, file] of files) {
    const html = await readFile(file, 'utf8');
    const scripts = pageScripts(html);
    const { total } = await startupJs(dist, scripts, modules, known);
    const islands = scripts.islands.map((i) => (i.load === 'open' ? `${i.name} (on demand)` : i.name));
    console.log(`  ${route.padEnd(width)} ${kb(total).padStart(9)}  ${islands.join(', ')}`);
  }
}
