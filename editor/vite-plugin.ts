import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { loadEditorPages } from './load-editor-pages.ts';
import { EDITOR_CLIENT, editorPage } from './page.ts';
import { root } from '../build/pages.ts';
import { EDITOR_API } from '../supabase/functions/_shared/editor-routes.ts';
import { isUnder, readRequestPath } from '../supabase/functions/_shared/request-path.ts';

/** Where the editor's UI and its API live; the API path is fixed by Keystatic's client. */
export const EDITOR_PATH = '/keystatic';
export const EDITOR_API_PATH = EDITOR_API;

const STORAGE_MODULE = '/editor/storage.ts';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const PAGES_ID = 'virtual:editor-pages';
const RESOLVED_PAGES_ID = `\0${PAGES_ID}`;

/** `virtual:editor-pages`: the pages the editor lists, read when its bundle is made (under the dev server, when its page loads). */
export const editorPagesModule = () =>
  ({
    name: 'paylean:editor-pages',
    resolveId: (id: string) => (id === PAGES_ID ? RESOLVED_PAGES_ID : undefined),
    load: async (id: string) =>
      id === RESOLVED_PAGES_ID ? `export const editorPages = ${JSON.stringify(await loadEditorPages())};\n` : undefined,
  }) satisfies Plugin;

/**
 * The browser editor (Keystatic) on the dev server: its page at /keystatic/* (HTML of its own with its own
 * client bundle, so it needs neither the site's index.html nor an SPA fallback) and its API at /api/keystatic/*,
 * which reads and writes the repository's files (local mode, the default). With KEYSTATIC_GITHUB_REPO set, it
 * edits that repository through GitHub instead, and its API is Keystatic's GitHub sign-in, with the secrets
 * Keystatic's own setup writes to .env. `apply: 'serve'`: a build never sees it; a build for GitHub mode adds the
 * editor itself (editor/build-editor.ts).
 */
export function keystaticEditor(): Plugin {
  const page = (res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(editorPage({ script: `/${EDITOR_CLIENT}` }));
  };
  return {
    ...editorPagesModule(),
    name: 'paylean:keystatic-editor',
    apply: 'serve',
    // The editor's storage (editor/storage.ts) in the browser: a build replaces the same name with `define`,
    // which the dev server applies to a page through its client, and the editor's page runs without it.
    transform(code, id) {
      if (id.endsWith(STORAGE_MODULE))
        return code.replaceAll('process.env.KEYSTATIC_GITHUB_REPO', JSON.stringify(process.env.KEYSTATIC_GITHUB_REPO ?? ''));
    },
    configureServer(server) {
      // The API runs through Vite's server-side module graph, not the config's: the content it reads (the facts,
      // the lists) is then what a save changes and the next request reads anew, where as a dependency of the config
      // each save would restart the dev server.
      const loadApi = async (): Promise<NodeHandler> =>
        ((await server.ssrLoadModule('/editor/api.ts')) as typeof import('./api.ts')).editorApi(
          root,
          loadEnv(server.config.mode, root, 'KEYSTATIC_'),
        );
      // A page added, renamed or retitled is listed as such the next time the editor loads.
      const pagesChanged = (file: string) => {
        if (!path.relative(root, file).startsWith(`pages${path.sep}`)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_PAGES_ID);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, pagesChanged);
      // Decided from the canonical path: a path that cannot be read, and the API's in any spelling and any case of
      // its letters, go to the API, which answers only its own canonical routes; none reaches Vite's own handling.
      server.middlewares.use((req, res, next) => {
        const read = readRequestPath(req.url ?? '');
        if (!read || isUnder(read.path.toLowerCase(), EDITOR_API_PATH)) {
          loadApi()
            .then((handle) => handle(req, res))
            .catch(next);
        } else if (isUnder(read.path, EDITOR_PATH) && req.method === 'GET') {
          page(res);
        } else next();
      });
    },
  };
}
