import path from 'node:path';
import type { Rendered } from '../../src/entry-server.tsx';
import { root } from '../pages.ts';
import type { Route } from '../route-types.ts';

export class RenderStatusError extends Error {
  constructor(route: Route, status: number) {
    const page = path.relative(root, route.file).replaceAll('\\', '/');
    const why = status === 404 ? 'it rendered the not-found page, which would ship as its index.html' : `expected ${route.status}`;
    super(`${route.path} (${route.kind}, ${page}): rendered with status ${status}; ${why}`);
  }
}

/** Renders a route of the table; throws naming the route when the status the render reports is not the one the table expects. */
export async function renderRoute(render: (url: string) => Promise<Rendered>, route: Route): Promise<Rendered> {
  const rendered = await render(route.path);
  if (rendered.status !== route.status) throw new RenderStatusError(route, rendered.status);
  return rendered;
}
