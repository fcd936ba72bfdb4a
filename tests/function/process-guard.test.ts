// What the local server does with an error nothing else caught: a request listener's throw or rejection is answered
// 500 and the server goes on; an uncaught exception or unhandled rejection is logged by its kind and the process goes on.
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answeringFailures } from '../../server/process-guard.ts';
import { rawRequest } from './raw-http.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** A visitor's value in an error's message: it must never reach the log. */
const SECRET = 'ann@acme.example';

class StoreError extends Error {
  code = 'XX000';
}

const ROUTES: Record<string, (req: IncomingMessage, res: ServerResponse) => void | Promise<void>> = {
  '/throws': () => {
    throw new TypeError(`no such field: ${SECRET}`);
  },
  '/rejects': () => Promise.reject(new StoreError(`row ${SECRET} failed`)),
  '/throws-mid-answer': (_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.write('half');
    throw new RangeError(SECRET);
  },
  '/': (_, res) => void res.end('fine'),
};

const logged: string[] = [];
const server = createServer(
  answeringFailures(
    (req, res) => ROUTES[req.url ?? '/']!(req, res),
    (line) => logged.push(line),
  ),
);
let port: number;
beforeAll(() =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)).then(() => (port = (server.address() as AddressInfo).port)),
);
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (target: string) => rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1`);

describe('a request listener that fails', () => {
  test.each([
    ['/throws', 'TypeError'],
    ['/rejects', 'Error XX000'],
  ])('%s: answered 500 with an error, logged by its kind alone, and the server answers the next', async (target, kind) => {
    logged.length = 0;
    const answer = await get(target);
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Internal server error.' });
    expect(logged).toEqual([`A request failed (${kind}); the server keeps running.`]);
    expect((await get('/')).body).toBe('fine');
  });

  test('one that had started its answer has it cut short, and the server answers the next', async () => {
    logged.length = 0;
    const answer = await get('/throws-mid-answer');
    expect(answer.status).not.toBe(500);
    expect(answer.body).not.toContain('Internal server error');
    expect(logged).toEqual(['A request failed (RangeError); the server keeps running.']);
    expect((await get('/')).body).toBe('fine');
  });
});

// In a process of its own: the test runner reports any uncaught error in its own, as it should.
describe('the process guard', () => {
  const script = `
    import { surviveUncaughtErrors } from './server/process-guard.ts';
    surviveUncaughtErrors();
    surviveUncaughtErrors();
    console.log('listeners', process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection'));
    setTimeout(() => { throw new TypeError('${SECRET}'); });
    setTimeout(() => void Promise.reject(Object.assign(new Error('${SECRET}'), { code: 'ECONNRESET' })), 10);
    setTimeout(() => console.log('still running'), 50);
  `;

  test('an uncaught exception and an unhandled rejection are logged by kind, the process goes on; installed once', async () => {
    const { stdout, stderr } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['--eval', script], { cwd: root });
    expect(stdout).toBe('listeners 1 1\nstill running\n');
    expect(stderr).toBe(
      'Uncaught exception (TypeError); the server keeps running.\nUnhandled rejection (Error ECONNRESET); the server keeps running.\n',
    );
  }, 30_000);
});
