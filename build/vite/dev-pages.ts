import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { Rendered } from '../../src/entry-server.tsx';
import { SPRITE_FILE } from '../../components/ui/icon-symbols.ts';
import { injectIntoTemplate } from '../prerender/html.ts';
import { inlineIconSymbols } from '../prerender/icons.ts';
import { pageScript } from '../prerender/page-script.ts';

interface ServerEntry {
  render: (url: string) => Promise<Rendered>;
  renderRouteError: (error: unknown) => Promise<string>;
}

const wantsPage = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (!path.extname(req.url?.split('?')[0] ?? '') || req.headers.accept?.includes('text/html'));

async function servePage(server: ViteDevServer, req: IncomingMessage, res: ServerResponse) {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
  const read = (file: string) => readFile(path.join(server.config.root, file), 'utf8');
  const template = await server.transformIndexHtml(url, await read('index.html'));
  let page: Rendered;
  try {
    page = await entry.render(url.split('?')[0]!);
  } catch (error) {
    server.ssrFixStacktrace(error as Error);
    server.config.logger.error(String((error as Error).stack ?? error));
    page = { html: await entry.renderRouteError(error), styles: '', status: 500 };
  }
  res.statusCode = page.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  const beforeApp = inlineIconSymbols(page.html, await read(SPRITE_FILE));
  res.end(
    injectIntoTemplate(template, {
      rendered: page.html,
      head: page.styles,
      // No analytics: a page view in development is no visit.
      pageScript: await pageScript({ islandLoader: '/src/page-script/island-loader.ts' }),
      beforeApp,
    }),
  );
}

/**
 * `npm run dev` serves every page as the build does: rendered on the server for each request
 * (react-router over the pages vite-plugin-pages finds, with drafts), its islands loading their
 * modules from the dev server, with hot reload. A page that fails to render shows the error.
 */
export function devPages(): Plugin {
  return {
    name: 'paylean:dev-pages',
    apply: 'serve',
    // Content (content/, pages/) is read by the pages each time they render, and by the editor's checks; some of it
    // is imported by the config's plugins too, which would make Vite restart the whole server (on a new port, under
    // the tests) whenever a writer saves. A change reloads the open pages instead.
    configResolved(config) {
      const contentDirs = ['content', 'pages'].map((dir) => `${path.join(config.root, dir)}${path.sep}`);
      const dependencies = config.configFileDependencies as string[];
      const kept = dependencies.filter((file) => !contentDirs.some((dir) => path.resolve(file).startsWith(dir)));
      dependencies.splice(0, dependencies.length, ...kept);
    },
    // Pages are rendered on the server: a change to what the server renders reloads the page.
    hotUpdate({ modules, server }) {
      if (this.environment.name === 'ssr' && modules.length) server.environments.client.hot.send({ type: 'full-reload' });
    },
    configureServer(server) {
      // After Vite's own middlewares, so modules, public files and the local function go first.
      return () => {
        server.middlewares.use((req, res, next) => {
          if (!wantsPage(req)) return next();
          servePage(server, req, res).catch(next);
        });
      };
    },
  };
}
