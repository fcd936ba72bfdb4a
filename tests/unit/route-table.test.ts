import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PostSummary } from '../../content/blog.ts';
import type { ListedPosition } from '../../content/careers.ts';
import type { Rendered } from '../../src/entry-server.tsx';
import { renderRoute } from '../../build/prerender/render-route.ts';
import { generatedPatterns, routeDifferences } from '../../build/vite/routed-pages.ts';
import { loadPageFiles, pagesDir, patternOf } from '../../build/page-files.ts';
import type { PageFile, Route, RouteSources } from '../../build/route-types.ts';
import { indexablePaths, loadRouteTable, routeTable, routeTableOf } from '../../build/routes.ts';

const page = (name: string, meta: Partial<PageFile['meta']> = {}): PageFile => ({
  name,
  file: path.join(pagesDir, name),
  pattern: patternOf(name),
  meta: { title: 'T', description: 'D', ...meta },
});

/** The page files every table needs: the ones its dynamic routes come from. */
const dynamicPages = [
  page('[...all].mdx', { noindex: true }),
  page('blog/page/[page].mdx'),
  page('blog/category/[category]/index.mdx'),
  page('blog/category/[category]/page/[page].mdx'),
  page('careers/[position].mdx'),
  page('webinar-sent/[session].mdx', { noindex: true }),
];

const post = (n: number, category: PostSummary['category'] = 'Guide', featured = false): PostSummary => ({
  slug: `p${n}`,
  title: `Post ${n}`,
  description: 'd',
  date: `2024-01-${String(30 - n).padStart(2, '0')}`,
  author: { key: 'a', name: 'A', role: 'R' },
  category,
  readingTime: 3,
  ...(featured ? { featured } : {}),
});
// Newest first: p0 (featured), p1..p10.
const posts = [post(0, 'Strategy', true), ...Array.from({ length: 10 }, (_, i) => post(i + 1, i % 2 ? 'Legal' : 'Guide'))];
const positions = [{ slug: 'engineer', title: 'Engineer', open: true } as ListedPosition];

const sources = (over: Partial<RouteSources> = {}): RouteSources => ({
  pages: [...dynamicPages, page('index.mdx'), page('about.mdx'), ...posts.map((p) => page(`blog/${p.slug}.mdx`))],
  posts,
  positions,
  webinars: [{ slug: 'live-close' }],
  pageSize: 4,
  ...over,
});
const pathsOf = (routes: Route[], kind: Route['kind']) => routes.filter((r) => r.kind === kind).map((r) => r.path);

describe('the route table', () => {
  it('lists each kind of route with the status its render must report and whether the sitemap has it', () => {
    const { routes } = routeTable(sources());
    expect(pathsOf(routes, 'page')).toEqual(['/', '/about']);
    expect(pathsOf(routes, 'post')).toHaveLength(11);
    expect(pathsOf(routes, 'pagination')).toEqual([
      '/blog/category/guide/page/2',
      '/blog/category/legal/page/2',
      '/blog/page/2',
      '/blog/page/3',
    ]);
    expect(pathsOf(routes, 'category')).toHaveLength(7);
    expect(pathsOf(routes, 'position')).toEqual(['/careers/engineer']);
    expect(routes.filter((r) => r.kind === 'result')).toMatchObject([
      { path: '/webinar-sent/live-close', status: 200, indexable: false, output: 'webinar-sent/live-close/index.html' },
    ]);
    const notFound = routes.filter((r) => r.kind === 'not-found');
    expect(notFound).toMatchObject([{ status: 404, indexable: false, output: '404.html' }]);
    expect(routes.filter((r) => r.kind !== 'not-found' && r.kind !== 'result').every((r) => r.status === 200 && r.indexable)).toBe(true);
    expect(routes.find((r) => r.path === '/blog/page/2')).toMatchObject({ output: 'blog/page/2/index.html', page: 2 });
    expect(routes.find((r) => r.path === '/')?.output).toBe('index.html');
  });

  it('gives a post no page and no route when it is not among the posts published (a draft), in one place', () => {
    const draft = post(11);
    const table = routeTable(sources({ pages: [...sources().pages, page(`blog/${draft.slug}.mdx`)] }));
    expect(table.pages.map((p) => p.name)).not.toContain('blog/p11.mdx');
    expect(table.routes.map((r) => r.path)).not.toContain('/blog/p11');
    expect(table.posts).toEqual(posts);
  });

  it('keeps the pages a form ends on and noindex pages out of the sitemap, and refuses a result page search engines may index', () => {
    const table = routeTable(
      sources({ pages: [...sources().pages, page('message-sent.mdx', { noindex: true }), page('search.mdx', { noindex: true })] }),
    );
    expect(table.routes.find((r) => r.path === '/message-sent')).toMatchObject({ kind: 'result', status: 200, indexable: false });
    expect(table.routes.find((r) => r.path === '/search')).toMatchObject({ kind: 'page', indexable: false });
    expect(indexablePaths(table.routes)).not.toContain('/message-sent');
    expect(() => routeTable(sources({ pages: [...sources().pages, page('newsletter-sent.mdx')] }))).toThrow(
      'pages/newsletter-sent.mdx: a page a form ends on must say "noindex: true"',
    );
  });

  it('refuses a page with a [param] it does not expand, and a dynamic page that is gone, naming the file', () => {
    expect(() => routeTable(sources({ pages: [...sources().pages, page('events/[event].mdx')] }))).toThrow(
      'pages/events/[event].mdx: a page with a [param] that the route table (build/routes.ts) does not expand',
    );
    expect(() => routeTable(sources({ pages: sources().pages.filter((p) => p.name !== 'careers/[position].mdx') }))).toThrow(
      'pages/careers/[position].mdx',
    );
  });

  it('refuses a page at an address another route has, naming the page, the route that keeps it, and what makes it', () => {
    const clashes: [PageFile, string][] = [
      [page('careers.mdx'), 'pages/careers.mdx: its address /careers is already the page "T" (pages/careers/index.mdx)'],
      [
        page('careers/engineer.mdx'),
        'pages/careers/engineer.mdx: its address /careers/engineer is already the position "Engineer" (content/positions/engineer.json)',
      ],
      [
        page('blog/category/guide.mdx'),
        "pages/blog/category/guide.mdx: its address /blog/category/guide is already the blog's category Guide (pages/blog/category/[category]/index.mdx)",
      ],
      [page('blog/p1/index.mdx'), 'pages/blog/p1/index.mdx: its address /blog/p1 is already the post "Post 1" (pages/blog/p1.mdx)'],
      [
        page('blog/page/2.mdx'),
        "pages/blog/page/2.mdx: its address /blog/page/2 is already a page of the blog's listing (pages/blog/page/[page].mdx)",
      ],
      [
        page('webinar-sent/live-close.mdx'),
        'pages/webinar-sent/live-close.mdx: its address /webinar-sent/live-close is already the page the form of a webinar session ends on (content/webinars/live-close.json)',
      ],
    ];
    for (const [clashing, line] of clashes) {
      const over = sources({ pages: [...sources().pages, page('careers/index.mdx'), clashing] });
      const { table, problems } = routeTableOf(over);
      expect(problems).toEqual([{ file: `pages/${clashing.name}`, message: `${line}: choose another title or address` }]);
      // The route that keeps the address is the table's; the page is not routed at all.
      expect(table.routes.filter((route) => route.path === clashing.pattern)).toHaveLength(1);
      expect(table.pages.map((p) => p.name)).not.toContain(clashing.name);
      // The build refuses it with the same line.
      expect(() => routeTable(over)).toThrow(line);
    }
  });

  it('gives no route to a page at an address kept for the pages a form ends on, when no form ends there', () => {
    const { table, problems } = routeTableOf(sources({ pages: [...sources().pages, page('newsletter-archive.mdx', { noindex: true })] }));
    expect(problems).toEqual([
      {
        file: 'pages/newsletter-archive.mdx',
        message:
          'pages/newsletter-archive.mdx: its address /newsletter-archive is kept for the pages a form ends on (/…-sent, /newsletter-…), and no form ends there: choose another title or address',
      },
    ]);
    expect(table.routes.map((route) => route.path)).not.toContain('/newsletter-archive');
  });

  it('gives every page file the path react-router matches it on', () => {
    expect(['index.mdx', 'services/ai-automation.mdx', 'blog/category/[category]/page/[page].mdx', '[...all].mdx'].map(patternOf)).toEqual([
      '/',
      '/services/ai-automation',
      '/blog/category/:category/page/:page',
      '/*',
    ]);
  });

  it('holds the routes vite-plugin-pages generates to the table, naming the file that differs', () => {
    const pages = routeTable(sources()).pages;
    const generated = generatedPatterns([
      { path: '*', element: '/pages/[...all].mdx' },
      {
        path: 'blog',
        children: [
          { path: 'page', children: [{ path: ':page', element: '/pages/blog/page/[page].mdx' }] },
          {
            path: 'category',
            children: [{ path: ':category', children: [{ path: '', element: '/pages/blog/category/[category]/index.mdx' }] }],
          },
        ],
      },
    ]);
    expect(generated.get('[...all].mdx')).toBe('/*');
    expect(generated.get('blog/page/[page].mdx')).toBe('/blog/page/:page');
    expect(generated.get('blog/category/[category]/index.mdx')).toBe('/blog/category/:category');
    const all = new Map(pages.map((p) => [p.name, p.pattern]));
    expect(routeDifferences(all, pages)).toEqual([]);
    all.delete('blog/page/[page].mdx');
    all.set('blog/_draft.mdx', '/blog/_draft');
    expect(routeDifferences(all, pages)).toEqual([
      'pages/blog/_draft.mdx: routed at /blog/_draft by vite-plugin-pages, but not a page of the route table',
      'pages/blog/page/[page].mdx: a page of the route table (/blog/page/:page), but vite-plugin-pages does not route it',
    ]);
  });
});

describe('a page held back: a draft, or dated later', () => {
  const held = [page('draft.mdx', { draft: true }), page('later.mdx', { date: '2030-01-02' }), page('today.mdx', { date: '2030-01-01' })];

  it('has no route in a build until the first build on or after its date; a draft never', () => {
    const built = routeTable(sources({ pages: [...sources().pages, ...held], publishedOn: '2030-01-01' }));
    expect(built.routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/today']));
    expect(built.routes.map((r) => r.path)).not.toEqual(expect.arrayContaining(['/draft']));
    expect(built.routes.map((r) => r.path)).not.toContain('/later');
    expect(built.pages.map((p) => p.name)).not.toContain('draft.mdx');
    const dayAfter = routeTable(sources({ pages: [...sources().pages, ...held], publishedOn: '2030-01-02' }));
    expect(dayAfter.routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/today', '/later']));
  });

  it('has its route under npm run dev (no publication day given)', () => {
    const dev = routeTable(sources({ pages: [...sources().pages, ...held] }));
    expect(dev.routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/draft', '/later', '/today']));
  });
});

describe('the route table of this site', async () => {
  const table = await loadRouteTable({ mode: 'test' });
  const files = await loadPageFiles();

  it('has routes of every kind', () => {
    const kinds = new Set(table.routes.map((r) => r.kind));
    expect([...kinds].sort()).toEqual(['category', 'not-found', 'page', 'pagination', 'position', 'post', 'result']);
  });

  it('routes every page file but unpublished posts, and the pages a form ends on are its result pages', () => {
    const routed = new Set(table.pages.map((p) => p.name));
    const published = new Set(table.posts.map((p) => `blog/${p.slug}.mdx`));
    const unrouted = files.map((f) => f.name).filter((name) => !routed.has(name));
    expect(unrouted.filter((name) => !/^blog\/[^/]+\.mdx$/.test(name) || published.has(name))).toEqual([]);
    expect(pathsOf(table.routes, 'result')).toEqual(
      expect.arrayContaining(['/message-sent', '/application-not-sent', '/newsletter-confirmed']),
    );
  });
});

describe('renderRoute, what the prerender renders each route with', () => {
  const route = routeTable(sources()).routes.find((r) => r.path === '/blog/page/3')!;
  const notFound = routeTable(sources()).routes.find((r) => r.kind === 'not-found')!;
  const rendering = (status: number) => async (): Promise<Rendered> => ({ html: '<h1>x</h1>', styles: '', status });

  it('fails, naming the route and its page, when the render ends in the not-found page', async () => {
    await expect(renderRoute(rendering(404), route)).rejects.toThrow(
      '/blog/page/3 (pagination, pages/blog/page/[page].mdx): rendered with status 404; it rendered the not-found page',
    );
  });

  it('fails when the not-found page renders as a page', async () => {
    await expect(renderRoute(rendering(200), notFound)).rejects.toThrow(
      '/404 (not-found, pages/[...all].mdx): rendered with status 200; expected 404',
    );
  });

  it('returns the render when its status is the expected one', async () => {
    await expect(renderRoute(rendering(200), route)).resolves.toMatchObject({ status: 200 });
    await expect(renderRoute(rendering(404), notFound)).resolves.toMatchObject({ status: 404 });
  });
});
