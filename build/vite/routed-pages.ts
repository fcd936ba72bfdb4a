import path from 'node:path';
import type { Plugin } from 'vite';
import Pages from 'vite-plugin-pages';
import { root } from '../pages.ts';
import { loadPageFiles, pagesDir } from '../page-files.ts';
import type { PageFile } from '../route-types.ts';
import { loadRouteTable, type RouteTableOptions } from '../routes.ts';
import { notFoundForFolders, type GeneratedRoute } from './not-found-for-folders.ts';

/** Files and folders starting with _ are not pages (partials beside the pages). */
const NOT_PAGES = '**/_*';

const escapeGlob = (name: string) => name.replace(/[[\]{}()*?!+@]/g, '\\$&');

/** The page files a build's route table leaves out (drafts, posts dated later), as globs for vite-plugin-pages' exclude. */
export async function unroutedPageGlobs(options: RouteTableOptions): Promise<string[]> {
  const routed = new Set((await loadRouteTable(options)).pages.map((page) => page.name));
  return (await loadPageFiles()).filter((page) => !routed.has(page.name)).map((page) => `**/${escapeGlob(page.name)}`);
}

/** A generated route's element (its page's absolute path, or its path from the root) as a page name: 'blog/page/[page].mdx'. */
const pageName = (element: string) =>
  path.relative(pagesDir, element.startsWith(root) ? element : path.join(root, element)).replaceAll('\\', '/');

/** Each page vite-plugin-pages routes: its react-router path ('/blog/page/:page', '/*') by its file under pages/. */
export function generatedPatterns(routes: GeneratedRoute[], parent = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const route of routes) {
    const joined = `${parent}/${route.path ?? ''}`.replace(/\/+/g, '/');
    const pattern = joined.length > 1 ? joined.replace(/\/$/, '') : '/';
    if (route.element) found.set(pageName(route.element), pattern);
    for (const [file, childPattern] of generatedPatterns(route.children ?? [], pattern)) found.set(file, childPattern);
  }
  return found;
}

/** What differs between the routes vite-plugin-pages made and the route table's pages, one line per file. */
export function routeDifferences(generated: Map<string, string>, pages: PageFile[]): string[] {
  const table = new Map(pages.map((page) => [page.name, page.pattern]));
  const names = [...new Set([...generated.keys(), ...table.keys()])].sort();
  return names.flatMap((name) => {
    const [routed, listed] = [generated.get(name), table.get(name)];
    if (routed === listed) return [];
    if (!listed) return [`pages/${name}: routed at ${routed} by vite-plugin-pages, but not a page of the route table`];
    if (!routed) return [`pages/${name}: a page of the route table (${listed}), but vite-plugin-pages does not route it`];
    return [`pages/${name}: routed at ${routed} by vite-plugin-pages, at ${listed} by the route table`];
  });
}

/**
 * The app's router: vite-plugin-pages over pages/ (`~react-pages`), each page loaded lazily. It leaves out
 * the files the route table leaves out (under `npm run dev` drafts and scheduled posts are pages), and
 * each time it routes, its routes are held to the table's: a page one has and the other has not stops the
 * dev server's render and the build, naming the file. A folder without an index page answers not-found.
 */
export async function routedPages(options: RouteTableOptions): Promise<Plugin[]> {
  const plugin = Pages({
    dirs: 'pages',
    extensions: ['mdx'],
    exclude: [NOT_PAGES, ...(await unroutedPageGlobs(options))],
    importMode: 'async',
    async onRoutesGenerated(routes: GeneratedRoute[]) {
      const differences = routeDifferences(generatedPatterns(routes), (await loadRouteTable(options)).pages);
      if (differences.length)
        throw new Error(`The app's routes and the route table (build/routes.ts) differ:\n  ${differences.join('\n  ')}`);
      return notFoundForFolders(routes);
    },
  });
  return [plugin].flat() as Plugin[];
}
