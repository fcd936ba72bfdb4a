// `npm run preview` (scripts/serve.ts under tsx) in a process of its own, sent the requests that used to end it: the
// process is still running afterwards and still answers.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { root, startServerProcess, type ServerProcess } from '../e2e/server-process.ts';
import { rawRequest } from './raw-http.ts';

let dir: string;
let server: ServerProcess;
let port: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'paylean-preview-'));
  await mkdir(path.join(dir, 'dist'));
  await writeFile(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>PayLean home</title>');
  await writeFile(path.join(dir, 'dist', '404.html'), 'Not found');
  server = await startServerProcess(path.join(root, 'node_modules/.bin/tsx'), ['scripts/serve.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: path.join(dir, 'data'), DIST_DIR: path.join(dir, 'dist'), SITE_URL: '' },
    urlPattern: /running at (http:\/\/\S+)/,
  });
  port = Number(new URL(server.url).port);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

test.each([
  ['GET // HTTP/1.1', 'own', 404],
  ['GET / HTTP/1.1', 'localhost:99999', 400],
  ['GET / HTTP/1.1', '1.2.3.4.5', 400],
  ['OPTIONS * HTTP/1.1', 'own', 400],
  ['POST /functions/v1/send-contact-form/ HTTP/1.1', 'own', 400],
])('%s with Host %s: %i, and the process goes on answering', async (line, host, status) => {
  const own = `127.0.0.1:${port}`;
  const answer = await rawRequest(port, `${line}\r\nHost: ${host === 'own' ? own : host}\r\nContent-Length: 0`);
  expect(answer.status, server.output()).toBe(status);
  const home = await rawRequest(port, `GET / HTTP/1.1\r\nHost: ${own}`);
  expect(home.status, server.output()).toBe(200);
  expect(server.groupAlive()).toBe(true);
});
