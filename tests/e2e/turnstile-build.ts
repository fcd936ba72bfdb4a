import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { PASSING_TOKEN } from '../fixtures/turnstile-stand-in.ts';
import { buildVariant } from './variant-build.ts';

export const TURNSTILE_SITE_KEY = '0x4AAAAAAAtestsitekey';
/** The test build with Turnstile's site key, beside dist/ (the test build without). */
export const turnstileDist = path.resolve(import.meta.dirname, '../../node_modules/.cache/paylean-turnstile-dist');

/** The test build again, with TURNSTILE_SITE_KEY set, into turnstileDist. */
export const buildWithTurnstile = (): string =>
  buildVariant(turnstileDist, { TURNSTILE_SITE_KEY }, 'https://challenges.cloudflare.com/turnstile/v0/api.js');

/**
 * What Cloudflare's api.js does for a page, in small: a frame from Cloudflare's origin in each widget and the hidden
 * input with a token siteverify's stand-in passes; `turnstile.reset` issues it again.
 */
const API_JS = `
(function () {
  var token = ${JSON.stringify(PASSING_TOKEN)};
  function render(widget) {
    if (widget.querySelector('input[name="cf-turnstile-response"]')) return;
    var frame = document.createElement('iframe');
    frame.title = 'Widget containing a Cloudflare security challenge';
    frame.src = 'https://challenges.cloudflare.com/cdn-cgi/challenge-platform/turnstile/if/' + widget.dataset.sitekey;
    frame.style.cssText = 'width:300px;height:65px;border:0';
    var input = document.createElement('input');
    input.type = 'hidden';
    input.name = 'cf-turnstile-response';
    input.value = token;
    widget.append(frame, input);
  }
  window.turnstile = {
    resets: 0,
    reset: function (widget) { window.turnstile.resets++; widget.querySelector('input[name="cf-turnstile-response"]').value = token; },
  };
  var renderAll = function () { document.querySelectorAll('.cf-turnstile').forEach(render); };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', renderAll);
  else renderAll();
})();
`;

/**
 * Serves Cloudflare's addresses to the pages of `context` from here (the machine has no internet): api.js, and the
 * widget's frame, a page of the same origin. Cloudflare's api.js redirects to a versioned copy, which a browser's
 * CSP checks by the origin alone; Playwright does not route a redirect's target, so the stand-in serves the script
 * at once. Returns the paths asked for.
 */
export async function standInForCloudflare(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route('https://challenges.cloudflare.com/**', (route) => {
    const { pathname } = new URL(route.request().url());
    asked.push(pathname);
    if (pathname === '/turnstile/v0/api.js') return route.fulfill({ contentType: 'text/javascript', body: API_JS });
    if (pathname.startsWith('/cdn-cgi/challenge-platform/')) {
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Challenge</title><p>Success!</p>' });
    }
    return route.fulfill({ status: 404 });
  });
  return asked;
}
