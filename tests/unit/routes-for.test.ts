import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routesFor } from '../../src/routes-for.ts';

/** A tree shaped as vite-plugin-pages makes it: a layout route at '/', folders as routes with children. */
const routes: RouteObject[] = [
  {
    path: '/',
    id: 'layout',
    children: [
      { index: true, id: 'home' },
      { path: 'about', id: 'about' },
      { path: 'Careers', id: 'careers' },
      {
        path: 'blog',
        id: 'blog-folder',
        children: [
          { index: true, id: 'blog' },
          ...Array.from({ length: 50 }, (_, i) => ({ path: `post-${i}`, id: `post-${i}` })),
          { path: 'category', id: 'category-folder', children: [{ path: ':category', id: 'category' }] },
          { path: 'page/:page', id: 'page' },
          { path: 'post-1/extra?', id: 'optional' },
        ],
      },
      { path: 'services', id: 'services-folder', children: [{ path: 'ai-automation', id: 'ai' }] },
      { path: '*', id: 'not-found' },
    ],
  },
];

const matched = (tree: RouteObject[], pathname: string) => matchRoutes(tree, pathname)?.map((match) => [match.route.id, match.params]);

const PATHS = [
  '/',
  '/about',
  '/about/',
  '/ABOUT',
  '/careers',
  '/blog',
  '/blog/',
  '/blog/post-7',
  '/Blog/Post-7/',
  '//blog//post-7',
  '/blog/post-1/extra',
  '/blog/post-99',
  '/blog/category/payroll',
  '/blog/page/2',
  '/services',
  '/services/ai-automation',
  '/nowhere',
  '/about/more',
  '/blog/post-%37',
];

describe('routesFor', () => {
  it.each(PATHS)('matches %s as the whole tree does', (pathname) => {
    expect(matched(routesFor(routes, pathname), pathname)).toEqual(matched(routes, pathname));
  });

  it('leaves out the static routes a path cannot match', () => {
    const kept = JSON.stringify(routesFor(routes, '/blog/post-7'));
    expect(kept).toContain('"post-7"');
    expect(kept).not.toContain('"post-8"');
    expect(kept).not.toContain('"about"');
    expect(kept).toContain('":category"');
  });
});
