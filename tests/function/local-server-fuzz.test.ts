// The local server (`npm start`) against request-targets and Host headers that no browser sends, each written on a bare
// socket: every one gets an HTTP answer below 500, a function's path spelled otherwise is refused before any check,
// and the server still answers a page afterwards.
import fc from 'fast-check';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { refusedSpelling } from '@shared/request-path';
import { startLocalServer } from '../../server/app.ts';
import { rawRequest, type RawAnswer } from './raw-http.ts';

const INDEX = '<!doctype html><title>PayLean home</title>';
const SPELLING_ERROR = /not spelled as the site writes it/;

let dir: string;
let server: Awaited<ReturnType<typeof startLocalServer>>;
let port: number;
let own: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'paylean-fuzz-'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(path.join(dir, '404.html'), 'Not found');
  await writeFile(path.join(dir, 'notes.txt'), '0123456789abcdefghij');
  await writeFile(path.join(dir, 'gone.html'), 'removed after start');
  server = await startLocalServer({
    distDir: dir,
    port: 0,
    outboxDir: path.join(dir, 'outbox'),
    uploadsDir: path.join(dir, 'uploads'),
    handler: { log: () => {}, info: () => {} },
  });
  port = Number(new URL(server.url).port);
  own = `127.0.0.1:${port}`;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await server?.store.close();
  await rm(dir, { recursive: true, force: true });
});

/** A request line and its headers, `own` standing for the server's own host; an empty Host is sent as `Host:`. */
const send = (line: string, hosts: string[] = ['own'], headers: string[] = []) =>
  rawRequest(
    port,
    [
      line.replaceAll('//own', `//${own}`),
      ...hosts.map((host) => `Host: ${host.replaceAll('own', own)}`.trimEnd()),
      ...headers,
      ...(line.startsWith('POST') ? ['Content-Length: 0'] : []),
    ].join('\r\n'),
  );

/** An answer the server gave (not a closed socket), below 500; a JSON refusal holds exactly its `error`. */
function expectAnswered(answer: RawAnswer, label: string) {
  expect(answer.status, `${label}: ${answer.headers}`).toBeDefined();
  expect(answer.status!, label).toBeLessThan(500);
  if (!label.startsWith('HEAD ') && /^content-type: application\/json/im.test(answer.headers)) {
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    if (answer.status! >= 400) expect(Object.keys(body), label).toEqual(['error']);
  }
}

const stillServesThePage = async () => {
  const home = await send('GET / HTTP/1.1');
  expect(home.status).toBe(200);
  expect(home.body).toBe(INDEX);
};

describe('odd request-targets', () => {
  // [request line, the status it gets]; the status `undefined` for any below 500 (the parser's own 400s included).
  const TARGETS: [string, number | undefined][] = [
    ['GET // HTTP/1.1', 404],
    ['GET /% HTTP/1.1', 400],
    ['GET /%zz HTTP/1.1', 400],
    ['GET /%C3 HTTP/1.1', 400],
    ['GET /a%00b HTTP/1.1', 400],
    ['GET /a%5Cb HTTP/1.1', 400],
    ['GET /%zz/.. HTTP/1.1', 400],
    ['OPTIONS * HTTP/1.1', 400],
    ['GET * HTTP/1.1', 400],
    ['GET http://own/ HTTP/1.1', 200],
    ['GET http://evil.example/ HTTP/1.1', 421],
    ['GET http://127.0.0.1:99999/ HTTP/1.1', 400],
    ['GET http://evil.example@own/ HTTP/1.1', 400],
    ['POST http://own/functions/v1/send-contact-form/ HTTP/1.1', 400],
    ['POST /functions/v1/send-contact-form/ HTTP/1.1', 400],
    ['POST //functions/v1/send-contact-form HTTP/1.1', 400],
    ['POST /functions/v1/./send-contact-form HTTP/1.1', 400],
    ['POST /faq/../functions/v1/send-contact-form HTTP/1.1', 400],
    ['POST /functions/v1/submit-form/%77hite-paper HTTP/1.1', 400],
    ['POST /functions%2Fv1%2Fsubmit-form%2Fwhite-paper HTTP/1.1', 400],
    ['POST /functions/v1/submit-application%2F HTTP/1.1', 400],
    ['POST /FUNCTIONS/v1//send-contact-form HTTP/1.1', 400],
    ['GET /./ HTTP/1.1', 404],
    ['GET /a/../ HTTP/1.1', 404],
    [`GET /${'a/'.repeat(3000)} HTTP/1.1`, 404],
    [`GET /${'a'.repeat(20_000)} HTTP/1.1`, undefined],
    ['GET /a\u0001b HTTP/1.1', undefined],
    ['GET /a\u007fb HTTP/1.1', undefined],
    ['GET /é HTTP/1.1', undefined],
    ['GET /a b HTTP/1.1', undefined],
    ['GET faq HTTP/1.1', undefined],
  ];

  const named = TARGETS.map(
    ([line, status]) => [line.length > 80 ? `${line.slice(0, 24)}… (${line.length} characters)` : line, line, status] as const,
  );
  test.each(named)('%s', async (_, line, status) => {
    const answer = await send(line);
    expectAnswered(answer, line);
    if (status !== undefined) expect(answer.status, `${line}: ${answer.body}`).toBe(status);
    if (line.includes('functions') && status === 400) expect(JSON.parse(answer.body).error).toMatch(SPELLING_ERROR);
  });

  test('a function at its canonical path is still reached, in origin or absolute form', async () => {
    for (const line of ['POST /functions/v1/send-contact-form HTTP/1.1', 'POST http://own/functions/v1/submit-form/white-paper HTTP/1.1']) {
      const answer = await send(line, ['own'], ['Content-Type: application/json', `Origin: http://${own}`]);
      expect(answer.status, line).toBe(400);
      expect(JSON.parse(answer.body).error, line).not.toMatch(SPELLING_ERROR);
    }
  });

  test('and the server still answers', stillServesThePage);
});

describe('odd Host headers', () => {
  const HOSTS: [string[], number][] = [
    [['localhost:99999'], 400],
    [['1.2.3.4.5'], 400],
    [['256.1.1.1'], 400],
    [['[::1]:99999'], 400],
    [['own', 'own'], 400],
    [['own', 'evil.example'], 400],
    [['[::1'], 400],
    [[''], 400],
    [['a@b'], 400],
    [['evil.example@own'], 400],
    [['ü.example'], 400],
    [['evil.example'], 421],
    [['own'], 200],
    [[`localhost:PORT`], 200],
    [[`[::1]:PORT`], 200],
  ];

  test.each(HOSTS)('Host: %j', async (hosts, status) => {
    const answer = await send(
      'GET / HTTP/1.1',
      hosts.map((host) => host.replace('PORT', String(port))),
    );
    expectAnswered(answer, hosts.join(', '));
    expect(answer.status).toBe(status);
  });

  test('none at all gets a 400, from the server for HTTP/1.0 and from the parser for HTTP/1.1', async () => {
    expect((await send('GET / HTTP/1.0', [])).status).toBe(400);
    expect((await send('GET / HTTP/1.1', [])).status).toBe(400);
  });

  test('and the server still answers', stillServesThePage);
});

describe('any combination of them', () => {
  const segment = fc.constantFrom(
    ...['functions', 'FUNCTIONS', 'v1', 'send-contact-form', 'submit-form', 'white-paper', 'submit-application', 'faq'],
    ...['api', 'keystatic', 'update', '.', '..', '', '%', '%zz', '%2F', '%2f', '%2e', '%2E%2E', '%77', '%C3', '%00', '%5C'],
    ...['%25', '~', '@', ':', ';x', "'", '*'],
  );
  const target = fc
    .tuple(
      fc.constantFrom('/', '//', '///', 'http://own/', 'HTTP://own/', 'http://evil.example/', '*', ''),
      fc.array(segment, { maxLength: 7 }),
      fc.constantFrom('', '/', '?x=1', '?a=%zz&b=/../', '?', '#f'),
    )
    .map(([start, segments, end]) => `${start}${segments.join('/')}${end}`);
  const host = fc.oneof(
    { arbitrary: fc.constant('own'), weight: 6 },
    fc.constantFrom('localhost:99999', '1.2.3.4.5', '[::1', '', 'a@b', 'ü.example', '[::1]', 'localhost'),
    fc.webAuthority({ withIPv4: true, withIPv6: true, withIPv4Extended: true, withUserInfo: true, withPort: true }),
    fc.string({ unit: fc.constantFrom(...'a0.:[]@-_/%'), maxLength: 16 }),
  );
  const method = fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE');

  test('each gets an answer below 500, and a refused spelling under the own Host its 400', async () => {
    await fc.assert(
      fc.asyncProperty(method, target, fc.array(host, { minLength: 1, maxLength: 2 }), async (verb, path, hosts) => {
        const line = `${verb} ${path} HTTP/1.1`;
        const answer = await send(line, hosts);
        expectAnswered(answer, `${line} ${hosts.join(', ')}`);
        const withOwnHost = hosts.length === 1 && hosts[0] === 'own';
        if (withOwnHost && refusedSpelling(path.replaceAll('//own', `//${own}`))) expect(answer.status, line).toBe(400);
      }),
      { numRuns: 300 },
    );
  });

  test('and the server still answers', stillServesThePage);
});

describe('the static site', () => {
  test('a range it would read wrongly is ignored (the whole file), one it reads is kept', async () => {
    const whole = await send('GET /notes.txt HTTP/1.1', ['own'], ['Range: bytes=10-5']);
    expect([whole.status, whole.body]).toEqual([200, '0123456789abcdefghij']);
    for (const range of ['bytes=-5', 'bytes=1-2,4-5', 'bytes=x-1', 'items=1-2'])
      expect((await send('GET /notes.txt HTTP/1.1', ['own'], [`Range: ${range}`])).status, range).toBe(200);
    const part = await send('GET /notes.txt HTTP/1.1', ['own'], ['Range: bytes=2-4']);
    expect([part.status, part.body]).toEqual([206, '234']);
  });

  test('a file removed since start cuts its answer short, logged by its kind, and the server goes on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await rm(path.join(dir, 'gone.html'));
      const answer = await send('GET /gone HTTP/1.1');
      expect(answer.body).toBe('');
      expect(logged.mock.calls.map((call) => call.join(' '))).toEqual([
        'static: a file of the site could not be read (Error ENOENT); restart the server after a build.',
      ]);
    } finally {
      logged.mockRestore();
    }
    await stillServesThePage();
  });
});
