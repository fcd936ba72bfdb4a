import type { IncomingMessage, ServerResponse } from 'node:http';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { toRequest } from '../server/node-adapter.ts';
import { guardedSignIn } from '../supabase/functions/_shared/editor-sign-in.ts';
import { EDITOR_API, editorRouteOf, editorRouteProblem, type EditorMode } from '../supabase/functions/_shared/editor-routes.ts';
import { editorConfig } from './config.ts';
import { createdApp } from './created-app.ts';
import { loadEditorPages } from './load-editor-pages.ts';
import { withPageRedirects } from './page-removal.ts';
import type { EditorUpdate } from './editor-update.ts';
import { checkEditorSave, isEditorFile, touchesWebinars, writeWebinarsCopy } from './save.ts';
import { editorStorage } from './storage.ts';
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
 * A save in local mode, checked before Keystatic writes anything: only content files (editor/write-rules.ts),
 * with the redirects a page's new address or removal adds, then the build's own checks (editor/save.ts). A refused save answers 403 or 422 with the problems,
 * which the editor shows, and writes nothing.
 */
async function save(keystatic: Keystatic, request: Request): Promise<Response> {
  // Keystatic's own mark of its client's requests, which it requires of a write.
  if (request.headers.get('no-cors') !== '1') return text(400, 'Not saved: the request is not a save from the editor (no no-cors header).');
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

/** The mode of the editor's API: the checkout's files, or GitHub's sign-in once Keystatic's setup wrote its app's keys. */
function modeOf(env: Record<string, string>): EditorMode {
  if (editorStorage().kind === 'local') return 'local';
  const configured = env.KEYSTATIC_GITHUB_CLIENT_ID && env.KEYSTATIC_GITHUB_CLIENT_SECRET && env.KEYSTATIC_SECRET;
  return configured ? 'github' : 'github-setup';
}

/** The file of a blob's route, `blob/<oid>/<path…>`. */
const blobFile = (route: string) => route.split('/').slice(2).join('/');

/** The answer to a request for `route` (below /api/keystatic) that the list of the editor's routes takes. */
async function answerRoute(route: string, req: IncomingMessage, res: ServerResponse, root: string, env: Record<string, string>) {
  const request = toRequest(req, res);
  const own = new URL(request.url).origin;
  const mode = modeOf(env);
  const problem = editorRouteProblem(mode, request, route, own);
  if (problem) return problem;
  // A read of a file the tree does not list is refused as if it were not there.
  if (route.startsWith('blob/') && !isEditorFile(blobFile(route)))
    return Response.json({ error: 'The editor reads only its own files: the pages and content/.' }, { status: 404 });
  // The pages as they are now: a page added since the last request is one the editor may write.
  const config = editorConfig(await loadEditorPages());
  const keystatic = makeGenericAPIRouteHandler({
    config,
    localBaseDirectory: root,
    clientId: env.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: env.KEYSTATIC_GITHUB_CLIENT_SECRET,
    secret: env.KEYSTATIC_SECRET,
  });
  const web = async (req: Request) => (await answer(keystatic, req)).response;
  if (mode !== 'local') return route === 'github/created-app' ? createdApp(request, own, web) : guardedSignIn(web, own)(request);
  if (route === 'update') return save(keystatic, request);
  const { result, response } = await answer(keystatic, request);
  return route === 'tree' ? editorTree(result, response) : response;
}

/**
 * Keystatic's generic API handler for node:http, reading and writing files under `root`, for the editor's own pages
 * only. Each request is decided from its canonical path: another spelling is refused (400), and so is any route,
 * method or origin not on the list of what Keystatic's client calls (../../supabase/functions/_shared/editor-routes.ts),
 * before anything is read or written (`own` is the address the dev server was reached at, which Vite's host check
 * keeps to its own names). In GitHub mode it is Keystatic's sign-in instead, behind the same checks as the deployed
 * function, with the KEYSTATIC_* secrets of `env` (Keystatic's setup writes them to .env, which Vite leaves out of
 * process.env).
 */
export function editorApi(root: string, env: Record<string, string>) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const route = editorRouteOf(req.url ?? '', [EDITOR_API]);
    const response = typeof route === 'string' ? await answerRoute(route, req, res, root, env) : route;
    // Each cookie a header of its own: iterating Headers would join them into one.
    const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
    const cookies = response.headers.getSetCookie().map((cookie) => ['set-cookie', cookie]);
    res.writeHead(response.status, [...headers, ...cookies].flat());
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}
