/**
 * Production build: the client bundle, an SSR bundle of the same app, then every route
 * prerendered into dist/<route>/index.html (+ 404.html), the sitemap and robots.txt.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { loadPages, NOT_FOUND_ROUTE, root } from './pages.ts';
import { injectIntoTemplate } from './prerender/html.ts';
import { robotsTxt, sitemapXml } from './prerender/sitemap.ts';
import { printRouteSizes } from './prerender/route-sizes.ts';

const dist = path.join(root, 'dist');
const ssrOut = path.join(root, 'node_modules/.cache/paylean-ssr');
const siteUrl = (process.env.SITE_URL || 'https://paylean.example').replace(/\/+$/, '');

await rm(dist, { recursive: true, force: true });
await build({ root, logLevel: 'warn', build: { manifest: true } });
await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, emptyOutDir: true } });

const { render } = (await import(pathToFileURL(path.join(ssrOut, 'entry-server.js')).href)) as {
  render: (url: string) => Promise<string>;
};
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const pages = await loadPages();
const routes = pages.map((p) => p.route).filter((r) => r !== NOT_FOUND_ROUTE);

for (const route of [...routes, NOT_FOUND_ROUTE]) {
  const url = route === NOT_FOUND_ROUTE ? '/404' : route;
  const html = injectIntoTemplate(template, await render(url));
  const file = route === NOT_FOUND_ROUTE ? path.join(dist, '404.html') : path.join(dist, route, 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}

await writeFile(path.join(dist, 'sitemap.xml'), sitemapXml(siteUrl, routes));
await writeFile(path.join(dist, 'robots.txt'), robotsTxt(siteUrl));
console.log(`Prerendered ${routes.length} routes + 404.html into dist/`);
await printRouteSizes(dist, pages);
