import { createServer, type IncomingHttpHeaders } from 'node:http';

/**
 * An event in the short keys of Plausible's tracker (a server's Events API call, in long keys, is read into them),
 * with the request's headers and raw body.
 */
export interface CollectedEvent {
  /** Event name: 'pageview', 'engagement' or a goal's. */
  n: string;
  /** The page's URL. */
  u: string;
  /** The site's domain. */
  d: string;
  /** The referrer. */
  r?: string | null;
  /** Props. */
  p?: Record<string, string>;
  body: string;
  headers: IncomingHttpHeaders;
}

/** The tracker's keys (n, u, d, r, p) of an event sent with either these or the Events API's long names. */
function shortKeys(event: Record<string, unknown>): Omit<CollectedEvent, 'body' | 'headers'> {
  const { name, url, domain, referrer, props, ...short } = event;
  return {
    ...short,
    ...(name !== undefined && { n: name }),
    ...(url !== undefined && { u: url }),
    ...(domain !== undefined && { d: domain }),
    ...(referrer !== undefined && { r: referrer }),
    ...(props !== undefined && { p: props }),
  } as Omit<CollectedEvent, 'body' | 'headers'>;
}

/**
 * A stand-in for Plausible's events endpoint: records every event POSTed to `url` and answers 202 as Plausible
 * does, CORS-open. `waitFor` resolves once the recorded events satisfy a condition, or fails after a while
 * naming what came.
 */
export async function startPlausibleCollector(url: string) {
  const { hostname, port, pathname } = new URL(url);
  const events: CollectedEvent[] = [];
  const waiting = new Set<() => void>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const isEvent = req.url === pathname && req.method === 'POST';
      if (isEvent) {
        events.push({ ...shortKeys(JSON.parse(body) as Record<string, unknown>), body, headers: req.headers });
        for (const check of waiting) check();
      }
      res.writeHead(isEvent ? 202 : 404, { 'Access-Control-Allow-Origin': '*' }).end(isEvent ? 'ok' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));

  function waitFor(what: string, done: (events: CollectedEvent[]) => boolean, timeoutMs = 15_000): Promise<CollectedEvent[]> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!done(events)) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve([...events]);
      };
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`no ${what} within ${timeoutMs} ms; received:\n${events.map((e) => `  ${e.n} ${e.u}`).join('\n')}`));
      }, timeoutMs);
      waiting.add(check);
      check();
    });
  }

  return {
    events,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
