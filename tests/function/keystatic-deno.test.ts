// The editor's GitHub sign-in: the keystatic Edge Function's real entry under the real Deno binary, with GitHub's
// token endpoint and API answered by a local stand-in (tests/fixtures/deno-github-stand-in.ts sends the function's
// fetches to it). The function is called as Supabase serves it, /functions/v1/keystatic/…, and must answer as the
// site's /api/keystatic/… would, since the site's host proxies one to the other.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sendRaw, spellingsOf, tokenCookies } from '../fixtures/spelled-requests.ts';
import { startEntry } from './deno.ts';

const entry = 'supabase/functions/keystatic/index.ts';
const preload = 'tests/fixtures/deno-github-stand-in.ts';
const SITE = 'https://paylean.example';
const CLIENT_ID = 'Iv1.client-for-tests';
const CLIENT_SECRET = 'client-secret-for-tests';
const settings = {
  KEYSTATIC_GITHUB_CLIENT_ID: CLIENT_ID,
  KEYSTATIC_GITHUB_CLIENT_SECRET: CLIENT_SECRET,
  KEYSTATIC_SECRET: 'a-cookie-key-for-tests-of-forty-characters',
  SITE_URL: SITE,
};

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization?: string;
  body: string;
}

/** GitHub's answers, as its documentation and Keystatic expect them. */
const tokens = (n: number) => ({
  access_token: `ghu_access${n}`,
  expires_in: 28_800,
  refresh_token: `ghr_refresh${n}`,
  refresh_token_expires_in: 15_811_200,
  scope: '',
  token_type: 'bearer',
});
const refused = (error: string) => ({ error, error_description: `GitHub says ${error}`, error_uri: 'https://docs.github.com/' });

interface Cookie {
  name: string;
  value: string;
  /** Its attributes, lowercased: `httponly`, `secure`, `samesite=lax`, `max-age=…`, `path=/`… */
  attributes: string[];
}
const cookiesOf = (res: Response): Cookie[] =>
  res.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair!.indexOf('=');
    return { name: pair!.slice(0, at), value: decodeURIComponent(pair!.slice(at + 1)), attributes: attributes.map((a) => a.toLowerCase()) };
  });
const cookieNamed = (res: Response, name: string) => cookiesOf(res).find((cookie) => cookie.name === name)!;

describe('the keystatic function under Deno', () => {
  const calls: Call[] = [];
  /** The client secret the stand-in accepts: another one plays a GitHub App whose secret was changed. */
  let acceptedSecret = CLIENT_SECRET;
  let github: http.Server;
  let configured: { url: string; child: ChildProcess };
  let unconfigured: { url: string; child: ChildProcess; output: () => string };
  let shortSecret: { url: string; child: ChildProcess };

  beforeAll(async () => {
    github = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const url = new URL(req.url!, 'http://stand-in');
        const call = { method: req.method!, path: url.pathname, query: url.searchParams, authorization: req.headers.authorization, body };
        calls.push(call);
        const json = (value: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
        if (call.path === '/github.com/login/oauth/access_token') {
          const query = call.query;
          if (query.get('client_id') !== CLIENT_ID || query.get('client_secret') !== acceptedSecret)
            return json(refused('incorrect_client_credentials'));
          if (query.get('code') === 'unreachable') return req.socket.destroy();
          if (query.get('code') === 'good-code') return json(tokens(1));
          if (query.get('grant_type') === 'refresh_token' && query.get('refresh_token') === 'ghr_refresh1') return json(tokens(2));
          return json(refused('bad_verification_code'));
        }
        if (call.method === 'DELETE' && call.path === `/api.github.com/applications/${CLIENT_ID}/token`) return res.writeHead(204).end();
        res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve));
    const standIn = { GITHUB_STAND_IN: `http://127.0.0.1:${(github.address() as AddressInfo).port}` };
    [configured, unconfigured, shortSecret] = await Promise.all([
      startEntry(entry, { ...settings, ...standIn }, preload),
      startEntry(entry, { ...settings, ...standIn, KEYSTATIC_GITHUB_CLIENT_SECRET: '', SITE_URL: '' }, preload),
      startEntry(entry, { ...settings, ...standIn, KEYSTATIC_SECRET: 'only-thirty-one-characters-long' }, preload),
    ]);
  }, 60_000);

  afterAll(async () => {
    for (const started of [configured, unconfigured, shortSecret]) started?.child.kill();
    github?.closeAllConnections();
    await new Promise((resolve) => github?.close(resolve));
  });

  const call = (base: string, route: string, init: RequestInit = {}) =>
    fetch(`${base}/functions/v1/keystatic/${route}`, { redirect: 'manual', ...init });

  /** Signs in as the editor does: login, then GitHub's return to the callback with a code and the state. */
  async function signIn(code: string) {
    const login = await call(configured.url, 'github/login?from=branch/main');
    const state = new URL(login.headers.get('location')!).searchParams.get('state')!;
    const stateCookie = cookieNamed(login, `ks-${state}`);
    const callback = await call(configured.url, `github/oauth/callback?code=${code}&state=${state}`, {
      headers: { cookie: `${stateCookie.name}=${encodeURIComponent(stateCookie.value)}` },
    });
    return { login, state, stateCookie, callback };
  }

  test("login answers 307 to GitHub's authorize page with the client id, the site's callback and a state", async () => {
    const { login, state, stateCookie } = await signIn('good-code');
    expect(login.status).toBe(307);
    const location = new URL(login.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    // GitHub returns the writer to the site, whose host proxies the callback here: the cookies are the site's.
    expect(location.searchParams.get('redirect_uri')).toBe(`${SITE}/api/keystatic/github/oauth/callback`);
    expect(state).toMatch(/^[0-9a-f]{20}$/);
    // The state's cookie remembers where the writer was, for the callback to return there; only the callback gets it.
    expect(stateCookie.value).toBe('branch/main');
    expect(stateCookie.attributes).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/api/keystatic/github/oauth']),
    );
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  test('a login without a page to return to gets a state and its HttpOnly cookie too', async () => {
    const login = await call(configured.url, 'github/login');
    expect(login.status).toBe(307);
    const state = new URL(login.headers.get('location')!).searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    const stateCookie = cookieNamed(login, `ks-${state}`);
    expect(stateCookie.attributes).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/api/keystatic/github/oauth']),
    );
    expect(cookiesOf(login)).toHaveLength(1);
    // Its callback signs in and returns to the editor's start.
    const callback = await call(configured.url, `github/oauth/callback?code=good-code&state=${state}`, {
      headers: { cookie: `ks-${state}=${stateCookie.value}` },
    });
    expect(callback.status).toBe(307);
    expect(callback.headers.get('location')).toBe('/keystatic');
    expect(cookieNamed(callback, 'keystatic-gh-access-token').value).toBe('ghu_access1');
  });

  test('a callback without a state this browser was given: 400 before GitHub is asked, and no cookie set', async () => {
    const { state, stateCookie } = await signIn('good-code');
    const otherState = new URL((await call(configured.url, 'github/login')).headers.get('location')!).searchParams.get('state')!;
    const forged = [
      ['no state', 'github/oauth/callback?code=good-code', ''],
      ['a state but no cookie', `github/oauth/callback?code=good-code&state=${otherState}`, ''],
      ['another login’s cookie', `github/oauth/callback?code=good-code&state=${otherState}`, `ks-${state}=${stateCookie.value}`],
      ["Keystatic's installation state", 'github/oauth/callback?code=good-code&state=close', 'ks-close=1'],
      ['a cookie named like the state but malformed', 'github/oauth/callback?code=good-code&state=../x', 'ks-../x=1'],
    ] as const;
    for (const [, route, cookie] of forged) {
      calls.length = 0;
      const res = await call(configured.url, route, { headers: cookie ? { cookie } : {} });
      expect(res.status).toBe(400);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(((await res.json()) as { error: string }).error).toBe(
        "This sign-in did not start from this site's editor in this browser, so it was refused: open the editor and sign in again.",
      );
      expect(calls).toEqual([]);
    }
  });

  test('a state is used once: the callback expires its cookie', async () => {
    const { state, callback } = await signIn('good-code');
    expect(cookieNamed(callback, `ks-${state}`).attributes).toEqual(
      expect.arrayContaining(['max-age=0', 'path=/api/keystatic/github/oauth']),
    );
  });

  test("the callback trades the code at GitHub's token endpoint and sets the session cookies", async () => {
    calls.length = 0;
    const { callback } = await signIn('good-code');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /github.com/login/oauth/access_token']);
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code: 'good-code' });
    expect(callback.status).toBe(307);
    expect(callback.headers.get('location')).toBe('/keystatic/branch/main');

    // The access token is read by the editor's code, which calls GitHub's API with it: not HttpOnly, but Secure, and
    // sent only to the editor's pages; logout's copy (to revoke it) is HttpOnly and sent only to the editor's API.
    const access = cookiesOf(callback).filter((cookie) => cookie.name === 'keystatic-gh-access-token' && cookie.value);
    expect(access.map((cookie) => cookie.value)).toEqual(['ghu_access1', 'ghu_access1']);
    expect(access[0]!.attributes).toEqual(expect.arrayContaining(['secure', 'samesite=lax', 'path=/keystatic', 'max-age=28800']));
    expect(access[0]!.attributes).not.toContain('httponly');
    expect(access[1]!.attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/api/keystatic']));
    // The refresh token never reaches the page's code, and is stored encrypted with KEYSTATIC_SECRET.
    const refresh = cookieNamed(callback, 'keystatic-gh-refresh-token');
    expect(refresh.attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/api/keystatic']));
    // No cookie of the sign-in is the whole site's, and those an older sign-in set for `/` are expired.
    for (const cookie of cookiesOf(callback).filter((c) => c.attributes.includes('path=/')))
      expect(cookie.attributes).toContain('max-age=0');
    expect(refresh.value).not.toContain('ghr_refresh1');
    expect(refresh.value.length).toBeGreaterThan(40);
  });

  test('refresh-token: 401 without the cookie or with one it cannot decrypt; with the sign-in’s cookie, new tokens', async () => {
    const none = await call(configured.url, 'github/refresh-token', { method: 'POST' });
    expect(none.status).toBe(401);
    expect(none.headers.getSetCookie()).toEqual([]);
    const forged = await call(configured.url, 'github/refresh-token', {
      method: 'POST',
      headers: { cookie: 'keystatic-gh-refresh-token=bm90LWVuY3J5cHRlZC13aXRoLXRoZS1rZXk' },
    });
    expect(forged.status).toBe(401);

    const refresh = cookieNamed((await signIn('good-code')).callback, 'keystatic-gh-refresh-token');
    calls.length = 0;
    const renewed = await call(configured.url, 'github/refresh-token', {
      method: 'POST',
      headers: { cookie: `keystatic-gh-refresh-token=${refresh.value}` },
    });
    expect(renewed.status).toBe(200);
    expect(calls[0]!.query.get('grant_type')).toBe('refresh_token');
    expect(calls[0]!.query.get('refresh_token')).toBe('ghr_refresh1');
    expect(cookieNamed(renewed, 'keystatic-gh-access-token')).toMatchObject({ value: 'ghu_access2' });
    expect(cookieNamed(renewed, 'keystatic-gh-refresh-token').attributes).toEqual(expect.arrayContaining(['httponly', 'secure']));
  });

  test('a code GitHub refuses, or a client secret it does not know, is a 401 saying what to check', async () => {
    const used = (await signIn('used-code')).callback;
    expect(used.status).toBe(401);
    expect(used.headers.getSetCookie()).toEqual([]);
    const { error } = (await used.json()) as { error: string };
    expect(error).toMatch(/^GitHub did not accept this sign-in\. .*sign in again\./);

    acceptedSecret = 'the-app-has-another-secret-now';
    try {
      const wrongSecret = (await signIn('good-code')).callback;
      expect(wrongSecret.status).toBe(401);
      expect(((await wrongSecret.json()) as { error: string }).error).toContain('KEYSTATIC_GITHUB_CLIENT_SECRET');
    } finally {
      acceptedSecret = CLIENT_SECRET;
    }
  });

  test('GitHub out of reach during the callback: a 502 saying so, no crash', async () => {
    const { callback } = await signIn('unreachable');
    expect(callback.status).toBe(502);
    expect(await callback.json()).toEqual({ error: 'GitHub could not be reached to sign you in. Please try again in a minute.' });
    expect((await call(configured.url, 'github/refresh-token', { method: 'POST' })).status).toBe(401);
  });

  test("logout, a POST from the editor's page, revokes the token at GitHub and expires every cookie of the sign-in", async () => {
    calls.length = 0;
    const logout = await call(configured.url, 'github/logout', {
      method: 'POST',
      headers: { cookie: 'keystatic-gh-access-token=ghu_access1', origin: SITE, 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.status).toBe(303);
    expect(logout.headers.get('location')).toBe('/keystatic');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE /api.github.com/applications/${CLIENT_ID}/token`]);
    expect(calls[0]!.authorization).toBe(`Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}`);
    expect(JSON.parse(calls[0]!.body)).toEqual({ access_token: 'ghu_access1' });
    const expired = cookiesOf(logout);
    expect(expired.map((c) => `${c.name} ${c.attributes.find((a) => a.startsWith('path='))}`).sort()).toEqual([
      'keystatic-gh-access-token path=/',
      'keystatic-gh-access-token path=/api/keystatic',
      'keystatic-gh-access-token path=/keystatic',
      'keystatic-gh-refresh-token path=/',
      'keystatic-gh-refresh-token path=/api/keystatic',
    ]);
    for (const cookie of expired) expect(cookie.attributes).toEqual(expect.arrayContaining(['max-age=0', 'secure']));
  });

  test('logout by GET is 405, and a POST from another site 403: neither revokes nor expires anything', async () => {
    calls.length = 0;
    const cookie = 'keystatic-gh-access-token=ghu_access1';
    const get = await call(configured.url, 'github/logout', { headers: { cookie } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const crossSite = await call(configured.url, 'github/logout', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { error: string }).error).toContain('https://evil.example');
    for (const res of [get, crossSite]) expect(res.headers.getSetCookie()).toEqual([]);
    expect(calls).toEqual([]);
  });

  test('every other spelling of the callback without its state, and of logout by GET: 4xx, no token cookie, GitHub never asked', async () => {
    const base = '/functions/v1/keystatic';
    const cookie = 'keystatic-gh-access-token=ghu_access1';
    const cases = [
      ...spellingsOf(base, 'github/oauth/callback').map((target) => [`${target}?code=good-code`, {}] as const),
      ...spellingsOf(base, 'github/logout').map((target) => [target, { cookie }] as const),
      // As the host's proxy may send them, without /functions/v1.
      ...spellingsOf('/keystatic', 'github/oauth/callback').map((target) => [`${target}?code=good-code`, {}] as const),
      ...spellingsOf('/keystatic', 'github/logout').map((target) => [target, { cookie }] as const),
    ];
    calls.length = 0;
    const answers: string[] = [];
    for (const [target, headers] of cases) {
      const res = await sendRaw(configured.url, 'GET', target, headers);
      answers.push(`${res.status} ${target}`);
      expect(res.status, target).toBeGreaterThanOrEqual(400);
      expect(res.status, target).toBeLessThan(500);
      expect(JSON.parse(res.body), target).toHaveProperty('error');
      expect(tokenCookies(res), target).toEqual([]);
      // Logout would expire the writer's cookies.
      expect(
        res.cookies.filter((line) => /max-age=0/i.test(line)),
        target,
      ).toEqual([]);
    }
    expect(calls, answers.join('\n')).toEqual([]);
    // Any other route, even one Keystatic knows, is not the editor's.
    for (const route of ['github/created-app?code=abc', 'github/create-custom-app', 'tree', 'update', 'x/github/login']) {
      const res = await call(configured.url, route);
      expect(res.status, route).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe('The editor’s API has no such address.');
    }
    expect((await call(configured.url, 'github/refresh-token')).status).toBe(405);
    expect(calls).toEqual([]);
  });

  test('missing settings: every route answers 503 naming each missing variable, with no stack, and keeps answering', async () => {
    for (const route of ['github/login', 'github/oauth/callback?code=good-code', 'github/refresh-token']) {
      const res = await call(unconfigured.url, route);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: "The editor's GitHub sign-in is not configured: set KEYSTATIC_GITHUB_CLIENT_SECRET, SITE_URL (Supabase secrets).",
      });
    }
    expect(unconfigured.output()).toContain('keystatic: The editor');
    expect(unconfigured.output()).not.toContain('    at ');
    expect(unconfigured.output()).not.toContain(settings.KEYSTATIC_SECRET);
  });

  test('a KEYSTATIC_SECRET under 32 characters answers 503 naming it', async () => {
    const res = await call(shortSecret.url, 'github/login');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'KEYSTATIC_SECRET is too short: it must be at least 32 characters.' });
  });
});
