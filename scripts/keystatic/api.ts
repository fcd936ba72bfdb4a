import type { IncomingMessage, ServerResponse } from 'node:http';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { toRequest } from '../../server/node-adapter.ts';
import { crossOriginProblem, sourceOf } from '../../supabase/functions/_shared/same-origin.ts';
import { guardedSignIn } from '../../supabase/functions/_shared/editor-sign-in.ts';
import { editorConfig } from './config.ts';
import { createdApp } from './created-app.ts';
import { loadEditorPages } from './load-editor-pages.ts';
import { withPageRedirects } from './page-removal.ts';
import { checkEditorSave, isEditorFile, touchesWebinars, writeWebinarsCopy, type EditorUpdate } from './save.ts';
import { writeProblem } from './write-rules.ts';

interface TreeEntry {
  path: string;
}

type Keystatic = ReturnType<typeof makeGenericAPIRouteHandler>;
type Result = Awaited<ReturnType<Keystatic>>;

/** Keystatic's list of the repository's files, as the editor's files and the folders that hold them only. */
const editorTree = (result: Result, response: Response) =>
  response.headers.get('content-type') === 'application/json' && typeof result.body === 'string'
    ? new Response(JSON.stringify((JSON.parse(result.body) as TreeEntry[]).filter((entry) => isEditorFile(entry.path))), response)
    : response;

const text = (status: number, body: string) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

const isUpdate = (value: unknown): value is EditorUpdate => {
  const files = (list: unknown) => Array.isArray(list) && list.every((file) => typeof (file as { path?: unknown })?.path === 'string');
  const update = value as Partial<EditorUpdate> | null;
  return files(update?.additions) && files(update?.deletions);
};

/** Keystatic's answer as a web Response. */
const answer = async (keystatic: Keystatic, req: Request) => {
  const result = await keystatic(req);
  const headers = new Headers(result.headers as HeadersInit | undefined);
  headers.delete('content-length');
  return { result, response: new Response(result.body as BodyInit | null, { status: result.status ?? 200, headers }) };
};

/**
 * A save in local mode, checked before Keystatic writes anything: only content files (scripts/keystatic/write-rules.ts),
 * with the redirects a page's new address or removal adds, then the build's own checks (scripts/keystatic/save.ts). A refused save answers 403 or 422 with the problems,
 * which the editor shows, and writes nothing.
 */
async function save(keystatic: Keystatic, request: Request): Promise<Response> {
  let update: unknown;
  try {
    update = await request.json();
  } catch {
    update = undefined;
  }
  if (!isUpdate(update)) return text(400, 'Not saved: the request is not a save from the editor (additions and deletions by path).');
  const refused = [...update.additions, ...update.deletions].flatMap((file) => writeProblem(file.path) ?? []);
  if (refused.length) return text(403, `Not saved: nothing was written.\n${refused.join('\n')}`);
  // A page's new address, or its removal, adds its redirect (content/redirects.json) to the save.
  const saved = withPageRedirects(update);
  const problems = await checkEditorSave(saved);
  if (problems.length) return text(422, `Not saved: fix these, then save again (what you typed is kept).\n${problems.join('\n')}`);
  const { result, response } = await answer(
    keystatic,
    new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(saved) }),
  );
  if (response.ok && touchesWebinars(saved)) writeWebinarsCopy();
  return editorTree(result, response);
}

/**
 * Keystatic's generic API handler for node:http, reading and writing files under `root`, for the editor's own pages
 * only: a request from another origin, or a write without an Origin, is refused (403) before anything is read or
 * written (`own` is the address the dev server was reached at, which Vite's host check keeps to its own names). In
 * GitHub mode it is Keystatic's sign-in instead, behind the same checks as the deployed function, with the
 * KEYSTATIC_* secrets of `env` (Keystatic's setup writes them to .env, which Vite leaves out of process.env).
 */
export function editorApi(root: string, env: Record<string, string>) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    // The pages as they are now: a page added since the last request is one the editor may write.
    const config = editorConfig(await loadEditorPages());
    const keystatic = makeGenericAPIRouteHandler({
      config,
      localBaseDirectory: root,
      clientId: env.KEYSTATIC_GITHUB_CLIENT_ID,
      clientSecret: env.KEYSTATIC_GITHUB_CLIENT_SECRET,
      secret: env.KEYSTATIC_SECRET,
    });
    const request = toRequest(req, res);
    const url = new URL(request.url);
    const route = url.pathname;
    const web = async (req: Request) => (await answer(keystatic, req)).response;
    let response: Response;
    if (config.storage.kind === 'github')
      response =
        route === '/api/keystatic/github/created-app'
          ? await createdApp(request, url.origin, web)
          : await guardedSignIn(web, url.origin)(request);
    else {
      const problem = crossOriginProblem(sourceOf(request.headers), url.origin, !['GET', 'HEAD'].includes(request.method));
      if (problem) response = text(403, problem);
      else if (request.method === 'POST' && route === '/api/keystatic/update' && request.headers.get('no-cors') === '1')
        response = await save(keystatic, request);
      else {
        const { result, response: read } = await answer(keystatic, request);
        response = route === '/api/keystatic/tree' ? editorTree(result, read) : read;
      }
    }
    // Each cookie a header of its own: iterating Headers would join them into one.
    const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
    const cookies = response.headers.getSetCookie().map((cookie) => ['set-cookie', cookie]);
    res.writeHead(response.status, [...headers, ...cookies].flat());
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}
