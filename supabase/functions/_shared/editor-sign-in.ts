import { EDITOR_API, editorRouteOf } from './editor-routes.ts';
import { crossOriginProblem, sourceOf } from './http/same-origin.ts';

/**
 * The checks around Keystatic's GitHub sign-in routes, shared by the keystatic function and the dev server's editor
 * in GitHub mode. Keystatic sends a `state` to GitHub only when the login names a page to return to, accepts a
 * callback with any code, sets its cookies for the whole site and logs out on a GET; here:
 * - login always sends a random state, remembered in an HttpOnly cookie scoped to the callback's path;
 * - a callback whose state is not one this browser was given is refused (400) before GitHub is asked anything,
 *   so a link carrying another person's code cannot sign a writer in as them; a state is used once;
 * - the token cookies are scoped to the editor: the access token to /keystatic, where Keystatic's browser code reads
 *   it from document.cookie (it calls GitHub's API with it, so it cannot be HttpOnly), and an HttpOnly copy to
 *   /api/keystatic for logout to revoke; the refresh token, HttpOnly, to /api/keystatic. The site's other paths
 *   (an analytics proxy among them) never receive them. Cookies an older sign-in set for `/` are expired;
 * - logout is a POST from the editor's own page (405 for another method, 403 from another origin), answered 303.
 * Each route is read from the request's canonical path: another spelling is refused (400) before any check.
 */

const CALLBACK = 'github/oauth/callback';
const LOGIN = 'github/login';
const LOGOUT = 'github/logout';
const REPO_NOT_FOUND = 'github/repo-not-found';
/** Keystatic's own states are 20 hex digits, ours 32. */
const STATE = /^[0-9a-f]{20,64}$/;
const STATE_PATH = '/api/keystatic/github/oauth';
const ACCESS = 'keystatic-gh-access-token';
const REFRESH = 'keystatic-gh-refresh-token';

type Route = (req: Request) => Promise<Response>;

const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** The names of the cookies in a `Cookie` header. */
const cookieNames = (header: string | null) => new Set((header ?? '').split(';').map((pair) => pair.slice(0, pair.indexOf('=')).trim()));

const withPath = (line: string, path: string) => `${line.replace(/;\s*path=[^;]*/i, '')}; Path=${path}`;
const httpOnly = (line: string) => (/;\s*httponly\s*(;|$)/i.test(line) ? line : `${line}; HttpOnly`);
const expired = (name: string, path: string) => `${name}=; Path=${path}; Max-Age=0; SameSite=Lax; HttpOnly`;

/** Keystatic's Set-Cookie lines, each scoped as the module's comment says. */
function scoped(line: string): string[] {
  const name = line.slice(0, line.indexOf('=')).trim();
  if (name === ACCESS) return [withPath(line, '/keystatic'), httpOnly(withPath(line, '/api/keystatic'))];
  if (name === REFRESH) return [httpOnly(withPath(line, '/api/keystatic'))];
  if (name.startsWith('ks-')) return [httpOnly(withPath(line, STATE_PATH))];
  return [line];
}

/** The response with its cookies scoped, `extra` cookies added, and `status` instead of its own when given. */
function rewritten(res: Response, extra: string[] = [], status = res.status): Response {
  const headers = new Headers(res.headers);
  const cookies = headers.getSetCookie();
  headers.delete('Set-Cookie');
  for (const line of [...cookies.flatMap(scoped), ...extra]) headers.append('Set-Cookie', line);
  return new Response(res.body, { status, headers });
}

const randomState = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Keystatic's login, with a state of ours when it sent none (a login without a page to return to). */
function withState(res: Response): Response {
  const location = res.headers.get('location');
  if (!location || !URL.canParse(location)) return rewritten(res);
  const url = new URL(location);
  if (url.searchParams.has('state')) return rewritten(res);
  const state = randomState();
  url.searchParams.set('state', state);
  const headers = new Headers(res.headers);
  headers.set('Location', url.href);
  // The value is where to return after the sign-in; Keystatic's callback ignores one that names no editor page.
  headers.append('Set-Cookie', `ks-${state}=-; Path=/; Max-Age=86400; SameSite=Lax; HttpOnly`);
  return rewritten(new Response(res.body, { status: res.status, headers }));
}

/** Why a callback is refused: its state is missing, malformed, or not one this browser was given at login. */
export function callbackProblem(url: URL, cookieHeader: string | null): string | undefined {
  const state = url.searchParams.get('state');
  if (state && STATE.test(state) && cookieNames(cookieHeader).has(`ks-${state}`)) return undefined;
  return "This sign-in did not start from this site's editor in this browser, so it was refused: open the editor and sign in again.";
}

/** Keystatic's sign-in routes (`keystatic`, given requests at /api/keystatic/…) behind the checks; `ownOrigin` is the editor's. */
export function guardedSignIn(keystatic: Route, ownOrigin: string): Route {
  const legacy = [expired(ACCESS, '/'), expired(REFRESH, '/')];
  return async (req) => {
    const url = new URL(req.url);
    const route = editorRouteOf(req.url, [EDITOR_API]);
    if (typeof route !== 'string') return route;
    // Keystatic answers repo-not-found with a login when the writer's session has ended.
    if (route === LOGIN || route === REPO_NOT_FOUND) return withState(await keystatic(req));
    if (route === CALLBACK) {
      const problem = callbackProblem(url, req.headers.get('cookie'));
      if (problem) return refuse(400, problem);
      const res = await keystatic(req);
      const used = expired(`ks-${url.searchParams.get('state')}`, STATE_PATH);
      return rewritten(res, res.status < 400 ? [used, ...legacy] : [used]);
    }
    if (route === LOGOUT) {
      if (req.method !== 'POST') return refuse(405, 'Log out with the editor’s “Log out” button (a POST).', { Allow: 'POST' });
      const problem = crossOriginProblem(sourceOf(req.headers), ownOrigin, true);
      if (problem) return refuse(403, problem);
      const res = await keystatic(req);
      // 303: the browser follows the form's POST with a GET of the editor.
      return rewritten(res, legacy, res.status === 307 ? 303 : res.status);
    }
    return rewritten(await keystatic(req));
  };
}
