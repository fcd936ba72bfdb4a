// The editor for the deployed site (GitHub mode) in a build. The suite's own build is made without
// KEYSTATIC_GITHUB_REPO and must hold none of it. With it, the build's own function (writeEditor) writes the editor
// into a temporary folder, so the suite makes no second site build, and the page is opened in Chromium under the
// headers the build writes, as the local server serves them.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeEditor } from '../../editor/build-editor.ts';
import { pageHeadProblems } from '../../build/prerender/page-head.ts';
import { contentSecurityPolicy, headersFile } from '../../build/prerender/security-headers.ts';
import { headersFor, parseHeadersFile } from '../../server/headers.ts';
import { hostRuleFiles } from '../../build/host-files.ts';
import { staticSite } from '../../server/static.ts';
import { launchBrowser, openPage } from './browser.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');
const FUNCTION = 'https://abc.supabase.co/functions/v1/keystatic';

/** What the editor may reach, written out here rather than taken from the product: GitHub's API and nothing more. */
const EDITOR_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "connect-src 'self' https://api.github.com https://raw.githubusercontent.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

describe('a build without KEYSTATIC_GITHUB_REPO (the suite’s own)', () => {
  it('has no editor page, no editor code and no rules for it', () => {
    expect(existsSync(path.join(dist, 'keystatic'))).toBe(false);
    expect(existsSync(path.join(dist, '_redirects'))).toBe(false);
    expect(existsSync(path.join(dist, 'vercel.json'))).toBe(false);
    expect(readFileSync(path.join(dist, '_headers'), 'utf8')).not.toContain('keystatic');
    const scripts = readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    const withEditor = scripts.filter((file) => readFileSync(path.join(dist, 'assets', file), 'utf8').includes('/api/keystatic/'));
    expect(withEditor).toEqual([]);
  });
});

describe('a build with KEYSTATIC_GITHUB_REPO', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'paylean-editor-'));
  const siteCsp = contentSecurityPolicy({ inlineScripts: [], connectUrls: [] });
  let editorRule: string;
  let html: string;
  let browser: Browser;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    const editor = await writeEditor(out, { repo: 'acme/website', supabaseUrl: 'https://abc.supabase.co/' });
    editorRule = editor.headers;
    html = readFileSync(path.join(out, 'keystatic/index.html'), 'utf8');
    // As scripts/build.ts writes them: the site's rules, then the editor's.
    writeFileSync(path.join(out, '_headers'), headersFile(siteCsp) + editorRule);
    for (const [name, text] of hostRuleFiles([], editor)) writeFileSync(path.join(out, name), text);
    writeFileSync(path.join(out, '404.html'), '<!doctype html><title>Not found</title>');
    const site = staticSite(out);
    server = http.createServer((req, res) => void site(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    rmSync(out, { recursive: true, force: true });
  });

  it('has the editor page, noindex, with its CSP, a title and a description, loading its bundle', () => {
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(meta?.split('; ')).toEqual(EDITOR_POLICY);
    // The build's own check of every HTML file's head: a title, a description, and here robots noindex.
    expect(pageHeadProblems('dist/keystatic/index.html', html, true)).toEqual([]);
    const script = /<script type="module" src="\/(assets\/[\w.-]+\.js)"><\/script>/.exec(html)?.[1];
    const bundle = readFileSync(path.join(out, script!), 'utf8');
    // GitHub storage for that repository, saving on branches named editor/…
    expect(bundle).toContain('acme/website');
    expect(bundle).toContain('editor/');
    expect(bundle).toContain('https://api.github.com/graphql');
    // Log out posts a form (patches/): the sign-in refuses a GET, which any page's link or image could send.
    expect(bundle).toMatch(/\.method\s*=\s*["'`]post["'`][,;]\s*\w+\.action\s*=\s*["'`]\/api\/keystatic\/github\/logout["'`]/);
  });

  it("serves its pages with its own CSP instead of the site's, and noindex; the site's pages keep the site's", () => {
    const rules = parseHeadersFile(headersFile(siteCsp) + editorRule);
    for (const page of ['/keystatic/', '/keystatic/branch/editor/new-post']) {
      const headers = Object.fromEntries(headersFor(rules, page));
      expect(headers['Content-Security-Policy']?.split('; ')).toEqual([...EDITOR_POLICY, "frame-ancestors 'none'"]);
      expect(headers['X-Robots-Tag']).toBe('noindex');
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
    }
    expect(Object.fromEntries(headersFor(rules, '/about'))['Content-Security-Policy']).toBe(siteCsp);
    // Cloudflare Pages joins the values of every matching rule: the editor's rule detaches the site's first.
    expect(editorRule).toMatch(/^\/keystatic\/\*\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: /);
  });

  it('sends /api/keystatic/* to the keystatic function and every /keystatic/* address to the editor page', () => {
    expect(readFileSync(path.join(out, '_redirects'), 'utf8').split('\n')).toEqual([
      `/api/keystatic/*  ${FUNCTION}/:splat  200`,
      '/keystatic/*  /keystatic/index.html  200',
      '',
    ]);
    const vercel = JSON.parse(readFileSync(path.join(out, 'vercel.json'), 'utf8')) as {
      rewrites: unknown[];
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(vercel.rewrites).toEqual([
      { source: '/api/keystatic/:path*', destination: `${FUNCTION}/:path*` },
      { source: '/keystatic/:path*', destination: '/keystatic/index.html' },
    ]);
    expect(vercel.headers[0]!.source).toBe('/keystatic/:path*');
    expect(vercel.headers[0]!.headers.find((h) => h.key === 'Content-Security-Policy')!.value.split('; ')).toEqual([
      ...EDITOR_POLICY,
      "frame-ancestors 'none'",
    ]);
  });

  it("opens, under those headers, on Keystatic's GitHub sign-in; the CSP refuses only Keystatic's Google font", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${origin}/keystatic/`);
    const logIn = page.getByRole('button', { name: 'Log in with GitHub' });
    await logIn.waitFor();
    expect(await logIn.getAttribute('href')).toBe('/api/keystatic/github/login');
    const violations = problems.filter((problem) => problem.includes('CSP violation'));
    expect(new Set(violations)).toEqual(
      new Set([
        'error: CSP violation: style-src-elem blocked https://fonts.googleapis.com/css2?family=Inter:wght@400;500;600;700&display=swap',
      ]),
    );
    await page.context().close();
  });

  it('refuses a repository that is not owner/name, and a build without the Supabase project to sign in through', async () => {
    await expect(writeEditor(out, { repo: 'https://github.com/acme/website', supabaseUrl: 'https://abc.supabase.co' })).rejects.toThrow(
      'KEYSTATIC_GITHUB_REPO must be owner/name, such as acme/website: got "https://github.com/acme/website"',
    );
    await expect(writeEditor(out, { repo: 'acme/website', supabaseUrl: undefined })).rejects.toThrow(
      'KEYSTATIC_GITHUB_REPO is set but VITE_SUPABASE_URL is not',
    );
  });
});
