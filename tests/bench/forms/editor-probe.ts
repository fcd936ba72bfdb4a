// The editor's GitHub sign-in (the keystatic function's handler, in this process) as a hostile client meets it: a
// callback carrying a code but no state this browser was given, a logout by link. GitHub is a stand-in here: it
// counts the calls that reach it and accepts every code, as it would the attacker's own (valid) one.
import { editorSignIn } from '../../../supabase/functions/keystatic/handler.ts';

const SITE = 'https://paylean.example';
const TOKENS = {
  access_token: 'ghu_a',
  expires_in: 28_800,
  refresh_token: 'ghr_r',
  refresh_token_expires_in: 15_811_200,
  scope: '',
  token_type: 'bearer',
};

/** The callback and logout as a script may spell them, each a path Keystatic's router reads as the guarded one. */
const CALLBACK_SPELLINGS = ['github/oauth/callback/', 'github//oauth/callback', 'github/oauth/%63allback', 'github/oauth%2Fcallback'];
const LOGOUT_SPELLINGS = ['github/logout/', 'github//logout', 'github/%6Cogout'];

/** Each case's answer: status, the cookies it sets (name and path) and the calls that reached GitHub. */
export async function probeEditorSignIn(): Promise<string[]> {
  const signIn = editorSignIn(
    (name) =>
      ({
        KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.probe',
        KEYSTATIC_GITHUB_CLIENT_SECRET: 'probe-secret',
        KEYSTATIC_SECRET: 'a-cookie-key-for-the-probe-of-forty-chars',
        SITE_URL: SITE,
      })[name],
  );
  let githubCalls = 0;
  const network = globalThis.fetch;
  globalThis.fetch = async () => {
    githubCalls++;
    return Response.json(TOKENS);
  };
  const call = async (label: string, route: string, init: RequestInit = {}) => {
    githubCalls = 0;
    const res = await signIn(new Request(`${SITE}/functions/v1/keystatic/${route}`, { redirect: 'manual', ...init }));
    const cookies = res.headers
      .getSetCookie()
      .map((line) => `${line.split('=')[0]} ${/Path=[^;]*/i.exec(line)?.[0] ?? ''}${/Max-Age=0/i.test(line) ? ' (expired)' : ''}`);
    return { res, line: `${label.padEnd(44)} ${res.status}, Set-Cookie: ${cookies.join(', ') || 'none'}; calls to GitHub: ${githubCalls}` };
  };
  try {
    const login = await call('login, no page to return to', 'github/login');
    const state = new URL(login.res.headers.get('location')!).searchParams.get('state');
    const cookie = `ks-${state}=-`;
    // One at a time: each call counts the calls that reach GitHub.
    const spellings: string[] = [];
    for (const route of CALLBACK_SPELLINGS)
      spellings.push((await call(`callback spelled ${route}, no state`, `${route}?code=attackers-code`)).line);
    for (const route of LOGOUT_SPELLINGS)
      spellings.push(
        (await call(`logout by GET spelled ${route}`, route, { headers: { cookie: 'keystatic-gh-access-token=ghu_a' } })).line,
      );
    const lines = [
      login.line,
      (await call("callback, attacker's code, no state", 'github/oauth/callback?code=attackers-code')).line,
      (await call('callback, a state but not its cookie', `github/oauth/callback?code=attackers-code&state=${state}`)).line,
      (await call('callback, state=close', 'github/oauth/callback?code=attackers-code&state=close')).line,
      (await call('logout by GET (a link)', 'github/logout', { headers: { cookie: 'keystatic-gh-access-token=ghu_a' } })).line,
      ...spellings,
      (
        await call('the writer’s own callback, with its cookie', `github/oauth/callback?code=writers-code&state=${state}`, {
          headers: { cookie },
        })
      ).line,
    ];
    return ['\nthe editor’s GitHub sign-in (the keystatic function, GitHub a stand-in)', ...lines.map((line) => `  ${line}`)];
  } finally {
    globalThis.fetch = network;
  }
}
