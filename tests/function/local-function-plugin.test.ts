// The dev server's form functions (build/vite/local-function.ts) decide on the one reading of a request's path: a
// function's path spelled otherwise, or a target with no readable path, is refused before the functions even load.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { localFunction } from '../../build/vite/local-function.ts';
import { rawRequest } from './raw-http.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const ORIGIN = 'http://localhost:5173';
let dir: string;
let middleware: Middleware;
const server = createServer((req, res) => middleware(req, res, () => res.writeHead(404).end('passed on')));
let port: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'paylean-dev-functions-'));
  vi.stubEnv('DATA_DIR', dir);
  const devServer = { middlewares: { use: (fn: Middleware) => (middleware = fn) }, resolvedUrls: { local: [`${ORIGIN}/`] } };
  (localFunction().configureServer as (server: unknown) => void)(devServer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const post = (target: string) =>
  rawRequest(
    port,
    [`POST ${target} HTTP/1.1`, 'Host: localhost:5173', `Origin: ${ORIGIN}`, 'Content-Type: application/json', 'Content-Length: 2'].join(
      '\r\n',
    ),
    '{}',
  );

test.each([
  '/functions/v1/send-contact-form/',
  '//functions/v1/send-contact-form',
  '/functions/v1/submit-form/%77hite-paper',
  '/functions/v1/./submit-form/white-paper',
  '/Functions/v1//send-contact-form',
  '/%',
  '*',
])('%s: refused with the 400 before anything loads', async (target) => {
  const answer = await post(target);
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body).error).toMatch(/not spelled as the site writes it/);
});

test('a page, whatever its spelling, is left to Vite; and so far nothing has loaded the functions', async () => {
  for (const target of ['/', '/faq/', '//', '/blog/./x']) expect((await post(target)).body, target).toBe('passed on');
  expect(await readdir(dir)).toEqual([]);
});

test('a function at its canonical path is run: its own answer, not the spelling’s', async () => {
  const answer = await post('/functions/v1/send-contact-form');
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body).error).not.toMatch(/not spelled/);
}, 60_000);
