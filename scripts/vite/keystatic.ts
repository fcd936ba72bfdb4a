import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { loadEditorPages } from '../keystatic/load-editor-pages.ts';
import { EDITOR_PAGE } from '../keystatic/page.ts';
import { root } from '../pages.ts';

/** Where the editor's UI and its API live; the API path is fixed by Keystatic's client. */
export const EDITOR_PATH = '/keystatic';
export const EDITOR_API_PATH = '/api/keystatic';

const under = (url: string, base: string) => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const PAGES_ID = 'virtual:editor-pages';
const RESOLVED_PAGES_ID = `\0${PAGES_ID}`;

/**
 * The browser editor (Keystatic, local mode) on the dev server only: its page at /keystatic/*
 * (HTML of its own with its own client bundle, so it needs neither the site's index.html nor an
 * SPA fallback) and its API at /api/keystatic/*, which reads and writes the repository's files.
 * `apply: 'serve'`: a build never sees it, so no editor route or code reaches dist/.
 */
export function keystaticEditor(): Plugin {
  let api: Promise<NodeHandler> | undefined;
  const loadApi = async () => (await import('../keystatic/api.ts')).editorApi(root);
  const page = (res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(EDITOR_PAGE);
  };
  return {
    name: 'paylean:keystatic-editor',
    apply: 'serve',
    // The pages the editor lists, read when its page loads.
    resolveId: (id) => (id === PAGES_ID ? RESOLVED_PAGES_ID : undefined),
    load: async (id) => (id === RESOLVED_PAGES_ID ? `export const editorPages = ${JSON.stringify(await loadEditorPages())};\n` : undefined),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '';
        if (under(url, EDITOR_API_PATH)) {
          api ??= loadApi();
          api.then((handle) => handle(req, res)).catch(next);
        } else if (under(url, EDITOR_PATH) && req.method === 'GET') {
          page(res);
        } else next();
      });
    },
  };
}
