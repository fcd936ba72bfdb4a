import { isUnder, readRequestPath, refusedSpellingResponse } from './request-path.ts';
import { crossOriginProblem, sourceOf } from './http/same-origin.ts';

/** Where Keystatic's client calls the editor's API. */
export const EDITOR_API = '/api/keystatic';

/**
 * Which of Keystatic's APIs answers: the dev server's own files (`local`), the GitHub sign-in (the deployed function,
 * and the dev server with a repository), or the dev server with a repository before it has its GitHub App
 * (`github-setup`, where Keystatic's setup creates one).
 */
export type EditorMode = 'local' | 'github' | 'github-setup';

/**
 * Which pages may send a request: `any` (a link, GitHub sending the writer back), `own` (the editor's own page, as
 * the browser says with Origin or Sec-Fetch-Site, or a client that says nothing) or `own-write` (the editor's own
 * page, which must send Origin, as browsers do with every POST).
 */
type OriginRule = 'any' | 'own' | 'own-write';

interface EditorRoute {
  modes: readonly EditorMode[];
  method: 'GET' | 'POST';
  /** Below /api/keystatic, by segment: `*` is any one segment, a last `**` one or more. */
  path: string;
  origin: OriginRule;
}

const GITHUB = ['github', 'github-setup'] as const;

/** Every request Keystatic's client makes, in the modes it makes it: the editor's API answers these and no other. */
export const EDITOR_ROUTES: readonly EditorRoute[] = [
  { modes: ['local'], method: 'GET', path: 'tree', origin: 'own' },
  { modes: ['local'], method: 'GET', path: 'blob/*/**', origin: 'own' },
  { modes: ['local'], method: 'POST', path: 'update', origin: 'own-write' },
  // Before the app exists, Keystatic answers login and repo-not-found with its setup page.
  { modes: GITHUB, method: 'GET', path: 'github/login', origin: 'any' },
  { modes: GITHUB, method: 'GET', path: 'github/repo-not-found', origin: 'any' },
  { modes: ['github'], method: 'GET', path: 'github/oauth/callback', origin: 'any' },
  { modes: ['github'], method: 'POST', path: 'github/refresh-token', origin: 'own' },
  { modes: ['github'], method: 'POST', path: 'github/logout', origin: 'own-write' },
  // GitHub's return after the setup created an app: a page asking to confirm, which posts back.
  { modes: ['github-setup'], method: 'GET', path: 'github/created-app', origin: 'any' },
  { modes: ['github-setup'], method: 'POST', path: 'github/created-app', origin: 'own-write' },
];

function matches(pattern: string, route: string): boolean {
  const [want, have] = [pattern.split('/'), route.split('/')];
  const rest = want.at(-1) === '**';
  if (rest ? have.length < want.length : have.length !== want.length) return false;
  return want.every((segment, i) => segment === '*' || segment === '**' || segment === have[i]);
}

const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

const NO_SUCH_ROUTE = 'The editor’s API has no such address.';

/**
 * The route a request names below the first of `bases` its path is under (`github/login`, `tree`), read from its
 * canonical path; or the answer to a request that names none: 400 when its path is not spelled canonically (before
 * any check sees it), 404 when it is not below them. `target` is the request-target as it arrived (Node's
 * `req.url`, a Request's URL), before anything else read it.
 */
export function editorRouteOf(target: string, bases: readonly string[]): string | Response {
  const read = readRequestPath(target);
  if (!read?.canonical) return refusedSpellingResponse();
  const base = bases.find((candidate) => isUnder(read.path, candidate));
  return base === undefined || read.path === base ? refuse(404, NO_SUCH_ROUTE) : read.path.slice(base.length + 1);
}

/** The refusal of a route not on the list for `mode`, of another method (405), or from a page its rule refuses (403). */
export function editorRouteProblem(mode: EditorMode, req: Request, route: string, ownOrigin: string): Response | undefined {
  const routes = EDITOR_ROUTES.filter((candidate) => candidate.modes.includes(mode) && matches(candidate.path, route));
  if (!routes.length) return refuse(404, NO_SUCH_ROUTE);
  const allowed = routes.find((candidate) => candidate.method === req.method);
  if (!allowed) {
    const methods = routes.map((candidate) => candidate.method).join(', ');
    return refuse(405, `This address of the editor’s API answers ${methods} only.`, { Allow: methods });
  }
  if (allowed.origin === 'any') return undefined;
  const problem = crossOriginProblem(sourceOf(req.headers), ownOrigin, allowed.origin === 'own-write');
  return problem ? refuse(403, problem) : undefined;
}
