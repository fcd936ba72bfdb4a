/**
 * The production build's stages, in the order scripts/build.ts runs them: the islands' browser bundle and an SSR
 * bundle of the app, every route prerendered into dist/<route>/index.html (+ 404.html), then the files beside the
 * pages (white paper, calendars, sitemap, robots.txt, feeds, social cards, host rules, search index), the checks
 * of what was written, and the compressed copies.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import type { Rendered } from '../src/entry-server.tsx';
import { SPRITE_FILE } from '../components/ui/icon-symbols.ts';
import { root } from './pages.ts';
import type { RouteTable } from './route-types.ts';
import { indexablePaths, loadRouteTable } from './routes.ts';
import { compressAlong } from './prerender/compress.ts';
import { shortenClassNames } from './prerender/class-names.ts';
import { injectIntoTemplate } from './prerender/html.ts';
import { minifyStyles } from './prerender/minify-styles.ts';
import { builtIslandModules } from './prerender/islands.ts';
import { SPECULATION_RULES } from './prerender/speculation-rules.ts';
import { analyticsModule, islandLoaderModule, pageScript } from './prerender/page-script.ts';
import { analyticsSettings, type AnalyticsSettings } from './prerender/analytics-settings.ts';
import { inlineIconSymbols } from './prerender/icons.ts';
import { jsonLdTag } from './prerender/json-ld.ts';
import { findBrokenLinks, type RenderedPage } from './prerender/links.ts';
import { builtPageHeadProblems } from './prerender/page-head.ts';
import { printRouteSizes, readManifest } from './prerender/route-sizes.ts';
import type { IslandModules } from './prerender/island-modules.ts';
import { writeSearchIndex } from './prerender/search-index.ts';
import { renderRoute } from './prerender/render-route.ts';
import { mapLimit } from './prerender/map-limit.ts';
import { contentSecurityPolicy, headersFile } from './prerender/security-headers.ts';
import { configuredChat } from '../components/chat/configured-chat.ts';
import { SITE_KEY_VARIABLE, turnstileSiteKey } from '../components/turnstile/turnstile.ts';
import { robotsTxt, sitemapXml } from './prerender/sitemap.ts';
import { writeFeeds } from './prerender/feeds.ts';
import { writeSocialCards } from './cards/write-cards.ts';
import { writeCalendarFiles } from './webinars/write-calendars.ts';
import { loadWebinars, webinarDirs } from './webinars/sessions.ts';
import { parseRedirects, redirectProblems, routeOf, type Redirect } from './content/redirects.ts';
import { hostRuleFiles, type EditorRedirects } from './host-files.ts';
import { stageLine, timed } from './build-stages.ts';
import { runChild } from './run-child.ts';

/** What every stage reads: the build's mode, where the site goes, its address and the settings of its .env. */
export interface Site {
  mode: string;
  dist: string;
  siteUrl: string;
  env: Record<string, string>;
  analytics: AnalyticsSettings | undefined;
  chat: ReturnType<typeof configuredChat>;
  turnstile: boolean;
}

/** The app's server render, from the SSR bundle. */
export interface Renderer {
  render: (url: string) => Promise<Rendered>;
  renderPostBody: (slug: string) => Promise<string>;
}

/** What the prerender wrote, for the stages after it. */
export interface Prerendered extends Pick<RouteTable, 'routes' | 'posts'> {
  rendered: RenderedPage[];
  /** The inline page script every page carries. */
  script: string;
  islandModules: IslandModules;
  compressing: ReturnType<typeof compressAlong>;
}

/** The deployed editor's rules beside the site's: its `_headers` rule, and its `_redirects` and `vercel.json` ones. */
export interface EditorRules extends EditorRedirects {
  headers: string;
}

const ssrOut = path.join(root, 'node_modules/.cache/paylean-ssr');

/** The site of this build: `mode` picks the .env (test: the e2e suite's webhook receiver), `out` the folder. */
export function siteOf({ mode = 'production', out = 'dist' }: { mode?: string; out?: string }): Site {
  const env = loadEnv(mode, root, ['VITE_', SITE_KEY_VARIABLE]);
  return {
    mode,
    dist: path.resolve(root, out),
    siteUrl: (process.env.SITE_URL || 'https://paylean.example').replace(/\/+$/, ''),
    env,
    analytics: analyticsSettings(env),
    chat: configuredChat(env),
    turnstile: turnstileSiteKey(env) !== undefined,
  };
}

/** One Vite bundle (build/bundle.ts), in a child process run with this one's loader (tsx). */
const bundle = (mode: string, target: 'client' | 'ssr', outDir: string) =>
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

/** The islands' browser bundle into the site's folder and the app's SSR bundle beside it; returns the server render. */
export async function bundleApp({ mode, dist }: Site): Promise<Renderer> {
  await rm(dist, { recursive: true, force: true });
  await Promise.all([timed('client bundle', () => bundle(mode, 'client', dist)), timed('SSR bundle', () => bundle(mode, 'ssr', ssrOut))]);
  // Files only the server render refers to (the web font, whose @font-face the page's head carries):
  // the browser build never saw them, so they come from the SSR build's assets.
  await cp(path.join(ssrOut, 'assets'), path.join(dist, 'assets'), {
    recursive: true,
    force: false,
    filter: (file) => !file.endsWith('.js'),
  });
  return (await import(pathToFileURL(path.join(ssrOut, 'entry-server.js')).href)) as Renderer;
}

/** Every route rendered into dist/<route>/index.html (+ 404.html) with the page script, each queued for compression. */
export async function prerenderRoutes({ mode, dist, siteUrl, analytics }: Site, { render }: Renderer): Promise<Prerendered> {
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
  return { routes: pages, posts, rendered, script, islandModules, compressing };
}

/**
 * The white paper and the webinars' calendar files, then the checks of every page's links and of the redirects
 * (content/redirects.json); returns the redirects, for the host's rules.
 */
export async function checkLinks({ mode, dist, siteUrl }: Site, { routes, rendered }: Prerendered): Promise<Redirect[]> {
  // Loaded here, not at the top: its React renderer must not load React's runtime before production mode is set.
  const { writeWhitePaper } = await import('./white-paper/write-white-paper.ts');
  const calendars = await writeCalendarFiles(dist, loadWebinars(webinarDirs(mode)), siteUrl, Date.now());
  const redirects = parseRedirects();
  const redirectIssues = redirectProblems(redirects, new Set(routes.map((page) => page.path)));
  if (redirectIssues.length) throw new Error(`Redirects:\n${redirectIssues.map((p) => `  ${p}`).join('\n')}`);
  // A link to a redirected address works (the host answers 301), as the editor's checks allow it.
  const redirected = redirects.map((redirect) => routeOf(redirect.from));
  const brokenLinks = findBrokenLinks(rendered, new Set([await writeWhitePaper(dist), ...calendars, ...redirected]));
  if (brokenLinks.length) {
    throw new Error(`Broken links:\n${brokenLinks.map((l) => `  ${l}`).join('\n')}`);
  }
  return redirects;
}

/** The sitemap, robots.txt and the blog's feeds. */
export async function writeIndexFiles({ dist, siteUrl }: Site, { routes, posts }: Prerendered, { renderPostBody }: Renderer) {
  await writeFile(path.join(dist, 'sitemap.xml'), sitemapXml(siteUrl, indexablePaths(routes)));
  await writeFile(path.join(dist, 'robots.txt'), robotsTxt(siteUrl));
  await timed('feeds', () => writeFeeds(dist, siteUrl, posts, renderPostBody));
}

/** The social cards, drawn on worker threads beside the stages that follow; a failure stops the build where awaited. */
export function drawCards({ dist, siteUrl }: Site, { rendered, posts }: Prerendered): Promise<unknown> {
  const cards = timed('cards', () => writeSocialCards(dist, rendered, posts, siteUrl));
  cards.catch(() => {});
  return cards;
}

/**
 * The host's files: `_headers` (the CSP and the other headers), and the redirects and the deployed editor's rules
 * (`writeEditor`: when there is one) for Netlify and Cloudflare Pages, and for Vercel.
 */
export async function writeHostFiles(
  { dist, env, analytics, chat, turnstile }: Site,
  { script }: Prerendered,
  redirects: Redirect[],
  writeEditor?: () => Promise<EditorRules>,
) {
  const csp = contentSecurityPolicy({
    inlineScripts: [script, SPECULATION_RULES],
    connectUrls: [env.VITE_SUPABASE_URL, env.VITE_CONTACT_WEBHOOK_URL, analytics?.endpoint],
    formUrls: [env.VITE_SUPABASE_URL],
    chat: chat?.sources,
    turnstile,
  });
  const editor = writeEditor ? await writeEditor() : undefined;
  await writeFile(path.join(dist, '_headers'), headersFile(csp) + (editor?.headers ?? ''));
  // A `_redirects` the site ships itself (public/_redirects: a proxy rule of docs/analytics.md) keeps its lines, first.
  for (const [name, text] of hostRuleFiles(redirects, editor)) {
    const own = name === '_redirects' ? await readFile(path.join(dist, name), 'utf8').catch(() => '') : '';
    await writeFile(path.join(dist, name), own + text);
  }
}

/** The search index, the check of every page's head, and the compressed copies of what is left to compress. */
export async function finishPages({ dist }: Site, { routes, compressing }: Prerendered) {
  await timed('search index', () => writeSearchIndex(dist, routes));
  const headProblems = await timed('head check', () =>
    builtPageHeadProblems(dist, new Set(routes.filter((page) => page.meta.noindex).map((page) => page.output))),
  );
  if (headProblems.length) throw new Error(`Pages without their head:\n${headProblems.map((p) => `  ${p}`).join('\n')}`);
  await timed('compress', () => compressing.rest(dist));
}

/** What was built and with which services, and each route's start-up JavaScript. */
export async function report({ dist, analytics, chat, turnstile }: Site, { rendered, islandModules }: Prerendered) {
  console.log(`Prerendered ${rendered.length} routes + 404.html into ${path.relative(root, dist)}/ (with .br and .gz copies)`);
  console.log(
    analytics
      ? `Analytics: Plausible, domain ${analytics.domain}, events to ${analytics.endpoint}`
      : 'Analytics: none (no VITE_PLAUSIBLE_DOMAIN)',
  );
  console.log(chat ? `Chat: ${chat.name}, loaded when Start Chat is pressed` : 'Chat: none (Start Chat sends the team a question)');
  if (turnstile) console.log('Turnstile: every form shows Cloudflare Turnstile (the functions need TURNSTILE_SECRET_KEY to check it)');
  await timed('start-up JS per route', () => printRouteSizes(dist, islandModules));
}
