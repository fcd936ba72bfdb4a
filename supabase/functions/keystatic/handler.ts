import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { errorSummary } from '../_shared/safe-error.ts';
import { guardedSignIn } from '../_shared/editor-sign-in.ts';
import { EDITOR_API, editorRouteOf, editorRouteProblem } from '../_shared/editor-routes.ts';

/** Every variable the sign-in needs: the GitHub App's OAuth client, the cookie key, and the site writers edit on. */
const REQUIRED = ['KEYSTATIC_GITHUB_CLIENT_ID', 'KEYSTATIC_GITHUB_CLIENT_SECRET', 'KEYSTATIC_SECRET', 'SITE_URL'] as const;

interface Settings {
  clientId: string;
  clientSecret: string;
  secret: string;
  site: URL;
}

/** The settings, or what is wrong with them: naming each variable, never its value. */
function settingsFrom(env: (name: string) => string | undefined): Settings | { problem: string } {
  const missing = REQUIRED.filter((name) => !env(name));
  if (missing.length) return { problem: `The editor's GitHub sign-in is not configured: set ${missing.join(', ')} (Supabase secrets).` };
  const setting = (name: (typeof REQUIRED)[number]) => env(name) ?? '';
  const secret = setting('KEYSTATIC_SECRET');
  // Keystatic derives the key of the refresh token's cookie from it, and refuses a shorter one.
  if (secret.length < 32) return { problem: 'KEYSTATIC_SECRET is too short: it must be at least 32 characters.' };
  const siteUrl = setting('SITE_URL');
  if (!URL.canParse(siteUrl)) return { problem: 'SITE_URL is not a URL: set it to the site’s address, such as https://paylean.example.' };
  const [clientId, clientSecret] = [setting('KEYSTATIC_GITHUB_CLIENT_ID'), setting('KEYSTATIC_GITHUB_CLIENT_SECRET')];
  return { clientId, clientSecret, secret, site: new URL(siteUrl) };
}

const answer = (status: number, error: string) => Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } });

/** Where Supabase serves the function: `/functions/v1/keystatic/github/login`, or `/keystatic/…` as its proxy may send it. */
const FUNCTION_PATHS = ['/functions/v1/keystatic', '/keystatic'];

/** Keystatic marks its cookies Secure only when NODE_ENV is production, which an Edge Function cannot set. */
const secureCookie = (cookie: string) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);

/**
 * Keystatic's GitHub sign-in for the editor on the deployed site: /login sends the writer to GitHub with a state,
 * /oauth/callback checks the state and trades GitHub's code for the writer's tokens, set as cookies of the editor's
 * paths (the access token readable by the editor's code, which calls GitHub's API with it; the refresh token encrypted
 * with KEYSTATIC_SECRET and HttpOnly), /refresh-token renews them and /logout (a POST) revokes them: the checks are
 * ../_shared/editor-sign-in.ts. A request is decided from its canonical path (another spelling is a 400) and answered
 * only when it is one of those routes with its method and origin (../_shared/editor-routes.ts). The site's host
 * proxies /api/keystatic/* here, so each request is handed to Keystatic at the site's own address (SITE_URL): GitHub
 * returns the writer there, and the cookies and Keystatic's relative redirects are the site's. Cookies are Secure on
 * an https site. A missing or unusable setting answers 503 naming it; a sign-in GitHub refuses, 401 saying what to
 * check.
 */
export function editorSignIn(env: (name: string) => string | undefined): (req: Request) => Promise<Response> {
  const settings = settingsFrom(env);
  if ('problem' in settings) {
    console.error(`keystatic: ${settings.problem}`);
    return async (req) => {
      const route = editorRouteOf(req.url, FUNCTION_PATHS);
      return typeof route === 'string' ? answer(503, settings.problem) : route;
    };
  }
  const { clientId, clientSecret, secret, site } = settings;
  const keystatic = makeGenericAPIRouteHandler({
    // The sign-in never reads the repository: the editor's page names it and calls GitHub itself.
    config: { storage: { kind: 'github', repo: 'any/repository' } },
    clientId,
    clientSecret,
    secret,
  });
  const signIn = guardedSignIn(async (req) => {
    const result = await keystatic(req);
    // Bytes are local mode's file contents: the GitHub routes answer text or nothing.
    return new Response(result.body as string | null, { status: result.status ?? 200, headers: result.headers });
  }, site.origin);
  const secure = site.protocol === 'https:';
  return async (req) => {
    // Decided from the canonical path, on the list of Keystatic's GitHub routes, before Keystatic sees anything.
    const route = editorRouteOf(req.url, FUNCTION_PATHS);
    if (typeof route !== 'string') return route;
    const problem = editorRouteProblem('github', req, route, site.origin);
    if (problem) return problem;
    let result;
    try {
      result = await signIn(new Request(new URL(`${EDITOR_API}/${route}${new URL(req.url).search}`, site), req));
    } catch (error) {
      console.error(`keystatic: ${route} failed:`, errorSummary(error));
      return answer(502, 'GitHub could not be reached to sign you in. Please try again in a minute.');
    }
    if (route === 'github/oauth/callback' && result.status === 401)
      return answer(
        401,
        'GitHub did not accept this sign-in. Its code may have expired or been used already: sign in again. ' +
          'If it keeps failing, KEYSTATIC_GITHUB_CLIENT_ID and KEYSTATIC_GITHUB_CLIENT_SECRET are not the client ID and a client secret of the same GitHub App.',
      );
    const headers = new Headers(result.headers);
    const cookies = headers.getSetCookie();
    headers.delete('Set-Cookie');
    for (const cookie of cookies) headers.append('Set-Cookie', secure ? secureCookie(cookie) : cookie);
    headers.set('Cache-Control', 'no-store');
    return new Response(result.body, { status: result.status, headers });
  };
}
