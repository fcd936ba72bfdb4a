import type { IncomingMessage, ServerResponse } from 'node:http';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { toRequest } from '../../server/node-adapter.ts';
import config from './config.ts';
import { checkEditorSave, isEditorFile, type EditorUpdate } from './save.ts';

interface TreeEntry {
  path: string;
}

/** Keeps the folders above the editor's files and the files themselves: the blog's index page is a page, not a post. */
const editorTree = (entries: TreeEntry[]) =>
  entries.filter(
    (entry) => isEditorFile(entry.path) || ['pages', 'pages/blog', 'content', 'content/authors', 'content/positions'].includes(entry.path),
  );

const text = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(body);
};

/**
 * Keystatic's generic API handler for node:http, reading and writing files under `root`. A save
 * is checked first (scripts/keystatic/save.ts): a refused one answers 422 with the problems,
 * which the editor shows, and writes nothing. In GitHub mode it is Keystatic's sign-in instead, with the
 * KEYSTATIC_* secrets of `env` (Keystatic's setup writes them to .env, which Vite leaves out of process.env).
 */
export function editorApi(root: string, env: Record<string, string>) {
  const handler = makeGenericAPIRouteHandler({
    config,
    localBaseDirectory: root,
    clientId: env.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: env.KEYSTATIC_GITHUB_CLIENT_SECRET,
    secret: env.KEYSTATIC_SECRET,
  });
  return async (req: IncomingMessage, res: ServerResponse) => {
    let request = toRequest(req, res);
    const route = new URL(request.url).pathname;
    if (request.method === 'POST' && route === '/api/keystatic/update' && request.headers.get('no-cors') === '1') {
      const { update, problems } = checkEditorSave((await request.json()) as EditorUpdate);
      if (problems.length) return text(res, 422, `Not saved: fix these, then save again (what you typed is kept).\n${problems.join('\n')}`);
      request = new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(update) });
    }
    const result = await handler(request);
    const headers = new Headers(result.headers as HeadersInit | undefined);
    const json = headers.get('content-type') === 'application/json' && typeof result.body === 'string';
    const body =
      json && (route === '/api/keystatic/tree' || route === '/api/keystatic/update')
        ? JSON.stringify(editorTree(JSON.parse(result.body as string)))
        : result.body;
    headers.delete('content-length');
    res.writeHead(result.status ?? 200, Object.fromEntries(headers));
    res.end(body ?? undefined);
  };
}
