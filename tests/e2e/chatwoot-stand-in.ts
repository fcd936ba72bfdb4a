import { createServer, type IncomingHttpHeaders } from 'node:http';

/** A request the stand-in received: its path and headers (a cookie would be in them). */
export interface ChatRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

/**
 * The fake website SDK: what Chatwoot's /packs/js/sdk.js does for a page, in small. chatwootSDK.run adds the
 * widget's iframe from the base URL and asks the server for its settings (as the real widget talks to it), then
 * defines window.$chatwoot, recording each call in window.__chatwootCalls, and fires `chatwoot:ready`.
 */
const SDK = `
window.__chatwootCalls = [];
window.chatwootSDK = {
  run: function (options) {
    window.__chatwootCalls.push(['run', options]);
    var frame = document.createElement('iframe');
    frame.title = 'Chat';
    frame.src = options.baseUrl + '/widget?website_token=' + encodeURIComponent(options.websiteToken);
    frame.style.cssText = 'position:fixed;right:16px;bottom:16px;width:320px;height:400px;border:0;display:none';
    frame.addEventListener('load', function () {
      fetch(options.baseUrl + '/api/v1/widget/config').then(function () {
        window.$chatwoot = {
          toggle: function (state) {
            window.__chatwootCalls.push(['toggle', state]);
            frame.style.display = state === 'open' ? 'block' : 'none';
          },
          setCustomAttributes: function (attributes) { window.__chatwootCalls.push(['setCustomAttributes', attributes]); },
        };
        window.dispatchEvent(new Event('chatwoot:ready'));
      });
    });
    document.body.appendChild(frame);
  },
};
`;

/** A stand-in Chatwoot server at `url`: serves the fake SDK, a widget page and its settings, and records every request. */
export async function startChatwootStandIn(url: string) {
  const { hostname, port } = new URL(url);
  const requests: ChatRequest[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', url).pathname;
    requests.push({ path, headers: req.headers });
    const cors = { 'Access-Control-Allow-Origin': '*' };
    if (path === '/packs/js/sdk.js') res.writeHead(200, { ...cors, 'Content-Type': 'text/javascript' }).end(SDK);
    else if (path === '/widget')
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Chat</title><p>How can we help?</p>');
    else if (path === '/api/v1/widget/config') res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{}');
    else res.writeHead(404, cors).end();
  });
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
  return {
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
