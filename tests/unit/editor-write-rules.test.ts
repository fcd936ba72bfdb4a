import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createdApp } from '../../editor/created-app.ts';
import { loadEditorPages } from '../../editor/load-editor-pages.ts';
import { writeProblem } from '../../editor/write-rules.ts';
import { crossOriginProblem } from '../../supabase/functions/_shared/http/same-origin.ts';

const files = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => `${dir}/${name}`);

describe('the files the dev server’s editor may write', () => {
  it('takes every page it lists, the not-found page among them, every post, content JSON file and post picture', async () => {
    const pages = (await loadEditorPages()).map((page) => `${page.path}.mdx`);
    expect(pages).toContain('pages/[...all].mdx');
    const content = files('content').filter((file) => file.endsWith('.json'));
    const posts = files('pages/blog').filter((file) => /^pages\/blog\/[^/]+\.mdx$/.test(file));
    const pictures = files('pages/blog').filter((file) => /\.(png|jpe?g|webp|avif|gif|svg)$/i.test(file));
    expect(pictures).toContain('pages/blog/manufacturer-saves-2-3m-on-payroll/results-chart.svg');
    for (const file of [...pages, ...posts, ...content, ...pictures]) expect(writeProblem(file), file).toBeUndefined();
    expect(writeProblem('pages/blog/a-new-post/cover.JPG')).toBeUndefined();
    expect(writeProblem('content/authors/jane-doe.json')).toBeUndefined();
  });

  it('refuses route templates, code, other files, other folders and any path that could leave its folder', () => {
    const refused = [
      'pages/blog/x/[slug].mdx',
      'pages/careers/[position].mdx',
      'pages/blog/page/[page].mdx',
      'pages/index-evil.ts',
      'pages/evil.tsx',
      'pages/evil.js',
      'pages/evil.mdx.ts',
      'content/lists.ts',
      'content/facts.json.js',
      'content/.hidden.json',
      'pages/.evil.mdx',
      'pages/about.mdx/../../vite.config.ts',
      'pages/../vite.config.ts',
      '../pages/about.mdx',
      '/pages/about.mdx',
      'pages//about.mdx',
      'pages\\about.mdx',
      'pages/./about.mdx',
      'content/../package.json',
      'pages/about.png',
      'pages/blog/cover.png',
      'pages/blog/a-post/deeper/cover.png',
      'pages/blog/a-post/cover.html',
      'content/authors/photo.png',
      'src/main.tsx',
      'package.json',
      '.env',
      'editor/api.ts',
      'supabase/functions/keystatic/handler.ts',
    ];
    for (const file of refused) expect(writeProblem(file), file).toMatch(/^.+: refused, the editor writes only /);
    expect(writeProblem('pages/index-evil.ts')).toBe(
      'pages/index-evil.ts: refused, the editor writes only a page, pages/…/<name>.mdx (not a route template); ' +
        'a content file, content/…/<name>.json; a post’s picture, pages/blog/<post>/<name>.png (jpg, webp, avif, gif, svg)',
    );
  });
});

describe('the origin check of the editor’s API', () => {
  const own = 'http://localhost:5173';
  const from = (origin: string | null, fetchSite: string | null) => ({ origin, fetchSite });

  it('lets the editor’s own requests through: same Origin, Sec-Fetch-Site same-origin, or a read with neither', () => {
    expect(crossOriginProblem(from(own, 'same-origin'), own, true)).toBeUndefined();
    expect(crossOriginProblem(from(own, null), own, true)).toBeUndefined();
    expect(crossOriginProblem(from(null, 'same-origin'), own, false)).toBeUndefined();
    expect(crossOriginProblem(from(null, null), own, false)).toBeUndefined();
  });

  it('refuses another origin, another port, null, a cross-site or same-site fetch, a typed address, and a write without Origin', () => {
    expect(crossOriginProblem(from('http://localhost:9999', 'same-site'), own, true)).toBe(
      'Refused: this request comes from http://localhost:9999, not from the editor at http://localhost:5173.',
    );
    expect(crossOriginProblem(from('http://127.0.0.1:5173', null), own, false)).toMatch(/^Refused: this request comes from/);
    expect(crossOriginProblem(from('https://localhost:5173', null), own, false)).toMatch(/^Refused/);
    expect(crossOriginProblem(from('null', null), own, false)).toMatch(/^Refused: this request comes from null/);
    expect(crossOriginProblem(from(null, 'cross-site'), own, false)).toBe(
      "Refused: this request was not sent by the editor's own page (Sec-Fetch-Site: cross-site).",
    );
    expect(crossOriginProblem(from(own, 'same-site'), own, false)).toMatch(/Sec-Fetch-Site: same-site/);
    expect(crossOriginProblem(from(null, 'none'), own, true)).toMatch(/Sec-Fetch-Site: none/);
    expect(crossOriginProblem(from(null, null), own, true)).toBe(
      'Refused: a request that writes must come from the editor at http://localhost:5173 (no Origin header).',
    );
  });
});

describe('created-app, GitHub’s return after the editor’s setup made a GitHub App', () => {
  const own = 'http://localhost:5173';
  const route = `${own}/api/keystatic/github/created-app`;
  const calls: string[] = [];
  const keystatic = async (req: Request) => {
    calls.push(req.url);
    return new Response(null, { status: 307, headers: { Location: '/keystatic/created-github-app?slug=acme-keystatic' } });
  };

  it('answers the link from GitHub (or any site) with a 403 page whose button posts the code back; nothing reaches Keystatic', async () => {
    calls.length = 0;
    const res = await createdApp(new Request(`${route}?code=abc123`, { headers: { 'sec-fetch-site': 'cross-site' } }), own, keystatic);
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain('<form method="post"><input type="hidden" name="code" value="abc123">');
    expect(html).toContain('writes a GitHub App’s keys into <code>.env</code>');
    expect((await createdApp(new Request(`${route}?code=%22%3E%3Cscript%3E`), own, keystatic)).status).toBe(400);
    expect(calls).toEqual([]);
  });

  it('refuses the POST from another origin or without Origin, and hands a same-origin one to Keystatic, answered 303', async () => {
    calls.length = 0;
    const post = (headers: Record<string, string>) =>
      createdApp(
        new Request(route, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: 'code=abc123',
        }),
        own,
        keystatic,
      );
    const crossSite = await post({ origin: 'http://localhost:9999', 'sec-fetch-site': 'same-site' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain('comes from http://localhost:9999');
    expect((await post({})).status).toBe(403);
    expect(calls).toEqual([]);
    const own303 = await post({ origin: own, 'sec-fetch-site': 'same-origin' });
    expect(own303.status).toBe(303);
    expect(own303.headers.get('location')).toBe('/keystatic/created-github-app?slug=acme-keystatic');
    expect(calls).toEqual([`${route}?code=abc123`]);
  });
});
