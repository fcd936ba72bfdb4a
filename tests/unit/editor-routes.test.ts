import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EDITOR_API,
  EDITOR_ROUTES,
  editorRouteOf,
  editorRouteProblem,
  type EditorMode,
} from '../../supabase/functions/_shared/editor-routes.ts';

const OWN = 'http://localhost:5173';
const FUNCTION = ['/functions/v1/keystatic', '/keystatic'];
const OID = 'a'.repeat(40);

const request = (method: string, route: string, headers: Record<string, string> = {}) =>
  new Request(`${OWN}${EDITOR_API}/${route}`, { method, headers });
const fromEditor = { origin: OWN, 'sec-fetch-site': 'same-origin' };
const fromElsewhere = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

/** The answer to a request for `route`: `ok`, or the refusal's status. */
const answer = (mode: EditorMode, method: string, route: string, headers: Record<string, string> = fromEditor) =>
  editorRouteProblem(mode, request(method, route, headers), route, OWN)?.status ?? 'ok';

/** Every `/api/keystatic/…` address named in the code Keystatic runs in the browser, up to its first interpolation. */
function clientRoutes(): Set<string> {
  const dist = path.resolve('node_modules/@keystatic/core/dist');
  const browserCode = readdirSync(dist).filter((file) => file.endsWith('.js') && !/\.(node|worker|react-server)\./.test(file));
  const named = browserCode.flatMap((file) => [...readFileSync(path.join(dist, file), 'utf8').matchAll(/\/api\/keystatic\/([\w/-]*)/g)]);
  return new Set(named.map((match) => match[1]!.replace(/\/$/, '')));
}

describe("the editor API's list of routes", () => {
  it("holds every route Keystatic's browser code calls, and nothing else", () => {
    // `blob/${oid}/${filepath}` is named up to its interpolation.
    expect([...clientRoutes()].sort()).toEqual([
      'blob',
      'github/created-app',
      'github/login',
      'github/logout',
      'github/oauth/callback',
      'github/refresh-token',
      'github/repo-not-found',
      'tree',
      'update',
    ]);
    const listed = new Set(EDITOR_ROUTES.map((route) => route.path.replace('/*/**', '')));
    expect([...listed].sort()).toEqual([...clientRoutes()].sort());
  });

  it('answers local mode its tree, its blobs and its saves, from the editor', () => {
    expect(answer('local', 'GET', 'tree')).toBe('ok');
    expect(answer('local', 'GET', `blob/${OID}/pages/about.mdx`)).toBe('ok');
    expect(answer('local', 'GET', `blob/${OID}/content/authors/ana-lim.json`)).toBe('ok');
    expect(answer('local', 'POST', 'update')).toBe('ok');
    // A read with no word of its origin is a script's, not another site's page's.
    expect(answer('local', 'GET', 'tree', {})).toBe('ok');
  });

  it('answers GitHub mode its sign-in, and the setup before the app exists its own routes', () => {
    for (const route of ['github/login', 'github/repo-not-found', 'github/oauth/callback'])
      expect(answer('github', 'GET', route, fromElsewhere), route).toBe('ok');
    expect(answer('github', 'POST', 'github/refresh-token')).toBe('ok');
    expect(answer('github', 'POST', 'github/logout')).toBe('ok');
    for (const route of ['github/login', 'github/repo-not-found', 'github/created-app'])
      expect(answer('github-setup', 'GET', route, fromElsewhere), route).toBe('ok');
    expect(answer('github-setup', 'POST', 'github/created-app')).toBe('ok');
  });

  it("refuses every route of another mode, and every route Keystatic's client never calls (404)", () => {
    const refused: [EditorMode, string, string][] = [
      ['local', 'GET', 'github/login'],
      ['local', 'POST', 'github/logout'],
      ['local', 'GET', 'github/created-app'],
      ['local', 'GET', 'blob'],
      ['local', 'GET', `blob/${OID}`],
      ['local', 'GET', 'tree/x'],
      ['local', 'POST', 'update/x'],
      ['local', 'GET', 'Tree'],
      ['github', 'GET', 'tree'],
      ['github', 'POST', 'update'],
      ['github', 'GET', `blob/${OID}/pages/about.mdx`],
      ['github', 'GET', 'github/created-app'],
      ['github', 'GET', 'github/create-custom-app'],
      ['github', 'GET', 'github'],
      ['github', 'GET', 'github/oauth'],
      ['github', 'GET', 'github/oauth/callback/x'],
      ['github', 'GET', 'GitHub/login'],
      ['github-setup', 'GET', 'github/oauth/callback'],
      ['github-setup', 'POST', 'github/refresh-token'],
      ['github-setup', 'POST', 'github/logout'],
      ['github-setup', 'POST', 'update'],
    ];
    for (const [mode, method, route] of refused) expect(answer(mode, method, route), `${mode} ${method} ${route}`).toBe(404);
  });

  it('refuses another method with 405 naming the one it takes', async () => {
    const logout = editorRouteProblem('github', request('GET', 'github/logout'), 'github/logout', OWN)!;
    expect(logout.status).toBe(405);
    expect(logout.headers.get('allow')).toBe('POST');
    expect(await logout.json()).toEqual({ error: 'This address of the editor’s API answers POST only.' });
    expect(answer('github-setup', 'PUT', 'github/created-app')).toBe(405);
    for (const [mode, method, route] of [
      ['local', 'POST', 'tree'],
      ['local', 'HEAD', 'tree'],
      ['local', 'GET', 'update'],
      ['local', 'DELETE', `blob/${OID}/pages/about.mdx`],
      ['github', 'POST', 'github/login'],
      ['github', 'POST', 'github/oauth/callback'],
      ['github', 'GET', 'github/refresh-token'],
    ] as const)
      expect(answer(mode, method, route), `${mode} ${method} ${route}`).toBe(405);
  });

  it('refuses a request from another page, or a write without Origin, to a route that takes only the editor’s', async () => {
    const crossSite = editorRouteProblem('local', request('POST', 'update', fromElsewhere), 'update', OWN)!;
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { error: string }).error).toBe(
      `Refused: this request comes from https://evil.example, not from the editor at ${OWN}.`,
    );
    expect(answer('local', 'POST', 'update', {})).toBe(403);
    expect(answer('local', 'GET', 'tree', { 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(answer('local', 'GET', `blob/${OID}/pages/about.mdx`, fromElsewhere)).toBe(403);
    expect(answer('github', 'POST', 'github/refresh-token', fromElsewhere)).toBe(403);
    expect(answer('github', 'POST', 'github/logout', fromElsewhere)).toBe(403);
    expect(answer('github', 'POST', 'github/logout', {})).toBe(403);
    expect(answer('github-setup', 'POST', 'github/created-app', {})).toBe(403);
  });
});

describe('the route of a request to the editor’s API', () => {
  it('is read from its canonical path, below the API or the function', () => {
    expect(editorRouteOf('/api/keystatic/github/oauth/callback?code=x&state=y', [EDITOR_API])).toBe('github/oauth/callback');
    expect(editorRouteOf('http://localhost:5173/api/keystatic/tree', [EDITOR_API])).toBe('tree');
    expect(editorRouteOf(`https://abc.supabase.co/functions/v1/keystatic/github/login`, FUNCTION)).toBe('github/login');
    expect(editorRouteOf('http://edge/keystatic/github/logout', FUNCTION)).toBe('github/logout');
  });

  it('is refused (400, before any check) in any other spelling', async () => {
    const spellings = [
      '/api/keystatic/github/oauth/callback/',
      '/api/keystatic/github//oauth/callback',
      '//api/keystatic/github/oauth/callback',
      '/api/keystatic/github/oauth/%63allback',
      '/api/keystatic/github/oauth%2Fcallback',
      '/api/keystatic/github/./oauth/callback',
      '/api/keystatic/github/x/../oauth/callback',
      '/api/keystatic/update/.',
      '/api/%6Beystatic/update',
      '/api/keystatic/%',
      'http://localhost:5173/api/keystatic/tree/',
      'https://abc.supabase.co/functions/v1/keystatic/github/logout/',
      'http://edge/keystatic/github/%6Cogout',
    ];
    for (const target of spellings) {
      const refused = editorRouteOf(target, target.includes('/api/') ? [EDITOR_API] : FUNCTION);
      expect(refused, target).toBeInstanceOf(Response);
      expect((refused as Response).status, target).toBe(400);
    }
    const refused = editorRouteOf('/api/keystatic/update/', [EDITOR_API]) as Response;
    expect(((await refused.json()) as { error: string }).error).toMatch(/^This address is not spelled as the site writes it/);
  });

  it('is not found (404) outside the API, at the API itself, or in another case of its letters', () => {
    for (const target of ['/api/keystatic', '/API/keystatic/update', '/api/Keystatic/tree', '/api/keystatics/tree', '/keystatic/tree'])
      expect((editorRouteOf(target, [EDITOR_API]) as Response).status, target).toBe(404);
    expect((editorRouteOf('http://edge/functions/v1/other/github/login', FUNCTION) as Response).status).toBe(404);
  });
});
