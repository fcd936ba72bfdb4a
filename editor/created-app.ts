import { crossOriginProblem, sourceOf } from '../supabase/functions/_shared/http/same-origin.ts';

/** GitHub's code for a new app, as Keystatic accepts it. */
const CODE = /^[a-zA-Z0-9]+$/;

const page = (status: number, body: string) =>
  new Response(`<!doctype html><html lang="en"><meta charset="utf-8"><title>GitHub App for the editor</title>${body}</html>`, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * `/api/keystatic/github/created-app` on the dev server in GitHub mode before it has its app: Keystatic's setup page
 * sends the writer to GitHub to create a GitHub App, and GitHub sends them back here with a code that Keystatic
 * trades for the app's secrets, which it writes into .env. That return is a link from github.com, which any site
 * could forge with its own app's code. So a GET only shows a page (403, nothing written) whose button POSTs the code
 * back from this origin; only that same-origin POST reaches Keystatic (`keystatic`, given GET …?code=), and its
 * redirect becomes a 303 for the browser to follow with a GET.
 */
export async function createdApp(req: Request, ownOrigin: string, keystatic: (req: Request) => Promise<Response>): Promise<Response> {
  const url = new URL(req.url);
  if (req.method === 'GET') {
    const code = url.searchParams.get('code') ?? '';
    if (!CODE.test(code)) return page(400, '<p>This address needs the code GitHub gives when it creates an app.</p>');
    return page(
      403,
      '<h1>Save the new GitHub App?</h1><p>This link writes a GitHub App’s keys into <code>.env</code>, so it is not followed ' +
        'from another site. Continue only if you just created the app on GitHub from this editor’s setup page.</p>' +
        `<form method="post"><input type="hidden" name="code" value="${code}"><button>Save the app’s keys</button></form>`,
    );
  }
  const problem = crossOriginProblem(sourceOf(req.headers), ownOrigin, true);
  if (problem) return page(403, `<p>${problem.replaceAll('<', '&lt;')}</p>`);
  const code = new URLSearchParams(await req.text()).get('code') ?? '';
  if (!CODE.test(code)) return page(400, '<p>This form needs the code GitHub gives when it creates an app.</p>');
  const res = await keystatic(new Request(new URL(`${url.pathname}?code=${code}`, url), { headers: req.headers }));
  return res.status === 307 ? new Response(null, { status: 303, headers: res.headers }) : res;
}
