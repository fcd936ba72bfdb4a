import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rendered } from '../../src/entry-server.tsx';
import { renderRoute } from '../../build/prerender/render-route.ts';
import { loadRouteTable } from '../../build/routes.ts';

const root = path.resolve(import.meta.dirname, '../..');
let server: ViteDevServer;

beforeAll(async () => {
  // The app as the build renders it (its server entry and pages), through Vite's SSR, in the test build's mode.
  server = await createServer({
    root,
    mode: 'test',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true },
  });
}, 60_000);
afterAll(() => server?.close());

describe('the prerender of a route whose page renders the not-found page', () => {
  it('fails, naming the route, with the real render and route table', async () => {
    const { render } = (await server.ssrLoadModule('/src/entry-server.tsx')) as { render: (url: string) => Promise<Rendered> };
    const { routes } = await loadRouteTable({ mode: 'test' });
    const listing = routes.find((r) => r.path === '/blog/page/2')!;
    await expect(renderRoute(render, listing)).resolves.toMatchObject({ status: 200 });
    // A listing page past the last one: its page renders, and ends in the not-found page.
    const pastTheLast = { ...listing, path: '/blog/page/99', page: 99 };
    await expect(renderRoute(render, pastTheLast)).rejects.toThrow(
      '/blog/page/99 (pagination, pages/blog/page/[page].mdx): rendered with status 404; it rendered the not-found page',
    );
  }, 60_000);
});
