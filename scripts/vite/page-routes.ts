import path from 'node:path';
import type { Plugin } from 'vite';
import { root } from '../pages.ts';
import { loadRouteTable, pagesDir, type PageFile, type RouteTableOptions } from '../routes.ts';

const ID = 'virtual:page-routes';
const RESOLVED = `\0${ID}`;

/**
 * The app's react-router routes as a module: one per page of the route table, each page loaded lazily
 * (the prerender waits for it). No route has children, so a folder without an index page (/services)
 * is an unknown path, which the not-found page answers.
 */
export function pageRoutesModule(pages: PageFile[]): string {
  const imports = pages.map((page, i) => `const Page${i} = lazy(() => import(${JSON.stringify(`/${path.relative(root, page.file)}`)}));`);
  const routes = pages.map((page, i) => `  { path: ${JSON.stringify(page.pattern)}, element: createElement(Page${i}) },`);
  return `import { createElement, lazy } from 'react';\n${imports.join('\n')}\n\nexport default [\n${routes.join('\n')}\n];\n`;
}

/**
 * `virtual:page-routes`: the pages of the route table (scripts/routes.ts) as the app's routes. Under
 * `npm run dev` drafts and scheduled posts are pages too; a page added or removed there is routed on
 * the next page load.
 */
export function pageRoutes(): Plugin {
  let options: RouteTableOptions = { mode: 'production' };
  return {
    name: 'paylean:page-routes',
    configResolved(config) {
      options = { mode: config.mode, includeUnpublished: config.command === 'serve' };
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      return pageRoutesModule((await loadRouteTable(options)).pages);
    },
    configureServer(server) {
      const dir = `${pagesDir}${path.sep}`;
      const reroute = (file: string) => {
        if (!path.resolve(file).startsWith(dir) || !file.endsWith('.mdx')) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.environments.client.hot.send({ type: 'full-reload' });
      };
      for (const event of ['add', 'unlink'] as const) server.watcher.on(event, reroute);
    },
  };
}
