/**
 * Production build: the client bundle, an SSR bundle of the same app, then every route
 * prerendered into dist/<route>/index.html (+ 404.html), the sitemap and robots.txt.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, loadEnv } from 'vite';
import type { Rendered } from '../src/entry-server.tsx';
import { SPRITE_FILE } from '../components/ui/icon-symbols.ts';
import { NOT_FOUND_ROUTE, root } from './pages.ts';
import { precompress } from './prerender/compress.ts';
import { earlyInputScript } from './prerender/early-script.ts';
import { BOOT_SCRIPT, injectIntoTemplate } from './prerender/html.ts';
import { inlineIconSymbols } from './prerender/icons.ts';
import { jsonLdTag } from './prerender/json-ld.ts';
import { findBrokenLinks, type RenderedPage } from './prerender/links.ts';
import { printRouteSizes, readManifest, ROUTE_CHUNKS_FILE, startFiles, type RouteChunks } from './prerender/route-sizes.ts';
import { indexableRoutes, writeSearchIndex } from './prerender/search-index.ts';
import { contentSecurityPolicy, headersFile } from './prerender/security-headers.ts';
import { robotsTxt, sitemapXml } from './prerender/sitemap.ts';
import { loadPosts } from './blog/posts.ts';
import { prerenderedPages } from './blog/routes.ts';
import { writeFeeds } from './prerender/feeds.ts';

const dist = path.join(root, 'dist');
const ssrOut = path.join(root, 'node_modules/.cache/paylean-ssr');
// --mode test reads .env.test (the e2e suite's webhook receiver); the default is production.
const { mode = 'production' } = parseArgs({ options: { mode: { type: 'string' } } }).values;
const siteUrl = (process.env.SITE_URL || 'https://paylean.example').replace(/\/+$/, '');

await rm(dist, { recursive: true, force: true });
await build({ root, mode, logLevel: 'warn', build: { manifest: true } });
await build({ root, mode, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, emptyOutDir: true } });

const { render, renderPostBody } = (await import(pathToFileURL(path.join(ssrOut, 'entry-server.js')).href)) as {
  render: (url: string) => Promise<Rendered>;
  renderPostBody: (slug: string) => Promise<string>;
};
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const sprite = await readFile(path.join(root, SPRITE_FILE), 'utf8');
const manifest = await readManifest(dist);
const posts = loadPosts();
const pages = await prerenderedPages(mode, posts);
const earlyScript = await earlyInputScript();
const routeChunks: RouteChunks = {};
const rendered: RenderedPage[] = [];

for (const page of pages) {
  const notFound = page.route === NOT_FOUND_ROUTE;
  const { html, styles, islands } = await render(notFound ? '/404' : page.route);
  const files = startFiles(manifest, [path.relative(root, page.file).replace(/\\/g, '/')]);
  const islandFiles = startFiles(manifest, islands).filter((file) => !files.includes(file));
  routeChunks[page.route] = { start: files, islands: islandFiles };
  if (!notFound) rendered.push({ route: page.route, file: path.relative(root, page.file), html });
  const file = notFound ? path.join(dist, '404.html') : path.join(dist, page.route, 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  const head = styles + jsonLdTag(page.meta.structuredData, siteUrl);
  const beforeApp = `<script>${earlyScript}</script>${inlineIconSymbols(html, sprite)}`;
  await writeFile(file, injectIntoTemplate(template, html, files, head, beforeApp));
}

const brokenLinks = findBrokenLinks(rendered);
if (brokenLinks.length) {
  throw new Error(`Broken links:\n${brokenLinks.map((l) => `  ${l}`).join('\n')}`);
}

const routes = pages.map((p) => p.route).filter((r) => r !== NOT_FOUND_ROUTE);
await writeFile(path.join(dist, ROUTE_CHUNKS_FILE), JSON.stringify(routeChunks));
await writeFile(path.join(dist, 'sitemap.xml'), sitemapXml(siteUrl, indexableRoutes(pages)));
await writeFile(path.join(dist, 'robots.txt'), robotsTxt(siteUrl));
await writeFeeds(dist, siteUrl, posts, renderPostBody);
const env = loadEnv(mode, root, 'VITE_');
const csp = contentSecurityPolicy({
  inlineScripts: [BOOT_SCRIPT, earlyScript],
  connectUrls: [env.VITE_SUPABASE_URL, env.VITE_CONTACT_WEBHOOK_URL],
  formUrls: [env.VITE_SUPABASE_URL],
});
await writeFile(path.join(dist, '_headers'), headersFile(csp));
await writeSearchIndex(dist, pages);
await precompress(dist);
console.log(`Prerendered ${routes.length} routes + 404.html into dist/ (with .br and .gz copies)`);
await printRouteSizes(dist);
