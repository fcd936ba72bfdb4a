/**
 * Production build: the islands' browser bundle, an SSR bundle of the app, then every route
 * prerendered into dist/<route>/index.html (+ 404.html), the sitemap and robots.txt.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import type { Rendered } from '../src/entry-server.tsx';
import { SPRITE_FILE } from '../components/ui/icon-symbols.ts';
import { root } from '../build/pages.ts';
import { indexablePaths, loadRouteTable } from '../build/routes.ts';
import { compressAlong } from '../build/prerender/compress.ts';
import { shortenClassNames } from '../build/prerender/class-names.ts';
import { injectIntoTemplate } from '../build/prerender/html.ts';
import { minifyStyles } from '../build/prerender/minify-styles.ts';
import { builtIslandModules } from '../build/prerender/islands.ts';
import { SPECULATION_RULES } from '../build/prerender/speculation-rules.ts';
import { analyticsModule, islandLoaderModule, pageScript } from '../build/prerender/page-script.ts';
import { analyticsSettings } from '../build/prerender/analytics-settings.ts';
import { inlineIconSymbols } from '../build/prerender/icons.ts';
import { jsonLdTag } from '../build/prerender/json-ld.ts';
import { findBrokenLinks, type RenderedPage } from '../build/prerender/links.ts';
import { builtPageHeadProblems } from '../build/prerender/page-head.ts';
import { printRouteSizes, readManifest } from '../build/prerender/route-sizes.ts';
import { writeSearchIndex } from '../build/prerender/search-index.ts';
import { renderRoute } from '../build/prerender/render-route.ts';
import { mapLimit } from '../build/prerender/map-limit.ts';
import { contentSecurityPolicy, headersFile } from '../build/prerender/security-headers.ts';
import { configuredChat } from '../components/chat/configured-chat.ts';
import { SITE_KEY_VARIABLE, turnstileSiteKey } from '../components/turnstile/turnstile.ts';
import { robotsTxt, sitemapXml } from '../build/prerender/sitemap.ts';
import { writeFeeds } from '../build/prerender/feeds.ts';
import { writeSocialCards } from '../build/cards/write-cards.ts';
import { writeCalendarFiles } from '../build/webinars/write-calendars.ts';
import { loadWebinars, webinarDirs } from '../build/webinars/sessions.ts';
import { writeEditor } from '../editor/build-editor.ts';
import { hostRuleFiles, parseRedirects, redirectProblems, routeOf } from './redirects.ts';
import { stageLine, timed } from '../build/build-stages.ts';
import { runChild } from '../build/run-child.ts';

// React's production runtime for the prerender, the cards' workers and the white paper, as Vite sets it for its
// bundles: the development one renders a page several times slower. Set before anything loads React.
process.env.NODE_ENV ||= 'production';

const ssrOut = path.join(root, 'node_modules/.cache/paylean-ssr');
// --mode test reads .env.test (the e2e suite's webhook receiver); the default is production. --out writes the
// site elsewhere than dist/ (the analytics tests' own build).
const { mode = 'production', out = 'dist' } = parseArgs({ options: { mode: { type: 'string' }, out: { type: 'string' } } }).values;
const dist = path.resolve(root, out);
const siteUrl = (process.env.SITE_URL || 'https://paylean.example').replace(/\/+$/, '');
const env = loadEnv(mode, root, ['VITE_', SITE_KEY_VARIABLE]);
const analytics = analyticsSettings(env);
const chat = configuredChat(env);
const turnstile = turnstileSiteKey(env) !== undefined;

/** One Vite bundle (build/bundle.ts), in a child process run with this one's loader (tsx). */
const bundle = (target: 'client' | 'ssr', outDir: string) =>
  runChild(process.execPath, [
    ...process.execArgv,
    path.join(root, 'build/bundle.ts'),
    '--target',
    target,
    '--mode',
    mode,
    '--out',
    outDir,
  ]);

await rm(dist, { recursive: true, force: true });
await Promise.all([timed('client bundle', () => bundle('client', dist)), timed('SSR bundle', () => bundle('ssr', ssrOut))]);
// Files only the server render refers to (the web font, whose @font-face the page's head carries):
// the browser build never saw them, so they come from the SSR build's assets.
await cp(path.join(ssrOut, 'assets'), path.join(dist, 'assets'), {
  recursive: true,
  force: false,
  filter: (file) => !file.endsWith('.js'),
});

const { render, renderPostBody } = (await import(pathToFileURL(path.join(ssrOut, 'entry-server.js')).href)) as {
  render: (url: string) => Promise<Rendered>;
  renderPostBody: (slug: string) => Promise<string>;
};
const template = await readFile(path.join(root, 'index.html'), 'utf8');
const sprite = await readFile(path.join(root, SPRITE_FILE), 'utf8');
const manifest = await readManifest(dist);
const islandModules = builtIslandModules(manifest);
const { routes: pages, posts } = await loadRouteTable({ mode });
const islandLoader = await islandLoaderModule(islandModules);
await writeFile(path.join(dist, islandLoader.file), islandLoader.code);
const analyticsCode = analytics && (await analyticsModule(analytics));
if (analyticsCode) await writeFile(path.join(dist, analyticsCode.file), analyticsCode.code);
const script = await pageScript({ islandLoader: `/${islandLoader.file}`, analytics: analyticsCode && `/${analyticsCode.file}` });
const prerenderStarted = performance.now();
const compressing = compressAlong();
// A few pages at a time: one page's styles are minified (esbuild, in its own process) while the next one renders.
const renderedPages = await mapLimit(pages, 4, async (page) => {
  const { html, styles } = await renderRoute(render, page);
  const file = path.join(dist, page.output);
  await mkdir(path.dirname(file), { recursive: true });
  const document = await minifyStyles(
    shortenClassNames(
      injectIntoTemplate(template, {
        rendered: html,
        head: styles + jsonLdTag(page.meta.structuredData, siteUrl),
        pageScript: script,
        beforeApp: inlineIconSymbols(html, sprite),
      }),
    ),
  );
  await writeFile(file, document);
  compressing.add(file);
  return page.kind === 'not-found' ? undefined : { route: page.path, file: path.relative(root, page.file), html };
});
const rendered = renderedPages.filter((page): page is RenderedPage => page !== undefined);
console.log(stageLine('prerender', performance.now() - prerenderStarted));

// Loaded here, not at the top: its React renderer must not load React's runtime before production mode is set.
const { writeWhitePaper } = await import('../build/white-paper/write-white-paper.ts');
const calendars = await writeCalendarFiles(dist, loadWebinars(webinarDirs(mode)), siteUrl, Date.now());
const redirects = parseRedirects();
const redirectIssues = redirectProblems(redirects, new Set(pages.map((page) => page.path)));
if (redirectIssues.length) throw new Error(`Redirects:\n${redirectIssues.map((p) => `  ${p}`).join('\n')}`);
// A link to a redirected address works (the host answers 301), as the editor's checks allow it.
const redirected = redirects.map((redirect) => routeOf(redirect.from));
const brokenLinks = findBrokenLinks(rendered, new Set([await writeWhitePaper(dist), ...calendars, ...redirected]));
if (brokenLinks.length) {
  throw new Error(`Broken links:\n${brokenLinks.map((l) => `  ${l}`).join('\n')}`);
}

await writeFile(path.join(dist, 'sitemap.xml'), sitemapXml(siteUrl, indexablePaths(pages)));
await writeFile(path.join(dist, 'robots.txt'), robotsTxt(siteUrl));
await timed('feeds', () => writeFeeds(dist, siteUrl, posts, renderPostBody));
// The cards are drawn on worker threads beside what follows (the search index, the checks, the compression).
const cards = timed('cards', () => writeSocialCards(dist, rendered, posts, siteUrl));
cards.catch(() => {}); // awaited below, where a failure stops the build
const csp = contentSecurityPolicy({
  inlineScripts: [script, SPECULATION_RULES],
  connectUrls: [env.VITE_SUPABASE_URL, env.VITE_CONTACT_WEBHOOK_URL, analytics?.endpoint],
  formUrls: [env.VITE_SUPABASE_URL],
  chat: chat?.sources,
  turnstile,
});
// KEYSTATIC_GITHUB_REPO: the editor for the deployed site, saving through GitHub (docs/writing.md); unset, no editor.
const editorRepo = process.env.KEYSTATIC_GITHUB_REPO;
const editor = editorRepo ? await writeEditor(dist, { repo: editorRepo, supabaseUrl: env.VITE_SUPABASE_URL }) : undefined;
await writeFile(path.join(dist, '_headers'), headersFile(csp) + (editor?.headers ?? ''));
// The redirects (content/redirects.json) and the editor's rules, for Netlify and Cloudflare Pages, and for Vercel.
// A `_redirects` the site ships itself (public/_redirects: a proxy rule of docs/analytics.md) keeps its lines, first.
for (const [name, text] of hostRuleFiles(redirects, editor)) {
  const own = name === '_redirects' ? await readFile(path.join(dist, name), 'utf8').catch(() => '') : '';
  await writeFile(path.join(dist, name), own + text);
}
await timed('search index', () => writeSearchIndex(dist, pages));
const headProblems = await timed('head check', () =>
  builtPageHeadProblems(dist, new Set(pages.filter((page) => page.meta.noindex).map((page) => page.output))),
);
if (headProblems.length) throw new Error(`Pages without their head:\n${headProblems.map((p) => `  ${p}`).join('\n')}`);
await timed('compress', () => compressing.rest(dist));
await cards;
console.log(`Prerendered ${rendered.length} routes + 404.html into ${path.relative(root, dist)}/ (with .br and .gz copies)`);
console.log(
  analytics
    ? `Analytics: Plausible, domain ${analytics.domain}, events to ${analytics.endpoint}`
    : 'Analytics: none (no VITE_PLAUSIBLE_DOMAIN)',
);
console.log(chat ? `Chat: ${chat.name}, loaded when Start Chat is pressed` : 'Chat: none (Start Chat sends the team a question)');
if (turnstile) console.log('Turnstile: every form shows Cloudflare Turnstile (the functions need TURNSTILE_SECRET_KEY to check it)');
await timed('start-up JS per route', () => printRouteSizes(dist, islandModules));
