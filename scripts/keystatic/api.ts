import type { IncomingMessage, ServerResponse } from 'node:http';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { toRequest } from '../../server/node-adapter.ts';
import { editorConfig } from './config.ts';
import { loadEditorPages } from './load-editor-pages.ts';
import { withPageRedirects } from './page-removal.ts';
import { checkEditorSave, isEditorFile, touchesWebinars, writeWebinarsCopy, type EditorUpdate } from './save.ts';

interface TreeEntry {
  path: string;
}

/** The editor's files and the folders that hold them: the rest of the repository is not the editor's to read. */
const editorTree = (entries: TreeEntry[]) => entries.filter((entry) => isEditorFile(entry.path));

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
  return async (req: IncomingMessage, res: ServerResponse) => {
    // The pages as they are now: a page added since the last request is one the editor may write.
    const handler = makeGenericAPIRouteHandler({
      config: editorConfig(await loadEditorPages()),
      localBaseDirectory: root,
      clientId: env.KEYSTATIC_GITHUB_CLIENT_ID,
      clientSecret: env.KEYSTATIC_GITHUB_CLIENT_SECRET,
      secret: env.KEYSTATIC_SECRET,
    });
    let request = toRequest(req, res);
    const route = new URL(request.url).pathname;
    let update: EditorUpdate | undefined;
    if (request.method === 'POST' && route === '/api/keystatic/update' && request.headers.get('no-cors') === '1') {
      // A page's new address, or its removal, adds its redirect to the save.
      update = withPageRedirects((await request.json()) as EditorUpdate);
      const problems = await checkEditorSave(update);
      if (problems.length) return text(res, 422, `Not saved: fix these, then save again (what you typed is kept).\n${problems.join('\n')}`);
      request = new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(update) });
    }
    const result = await handler(request);
    if (update && (result.status ?? 200) < 300 && touchesWebinars(update)) writeWebinarsCopy();
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
