// The local server in a process of its own, for the probe of requests that could end it: an empty site and an
// in-memory database. It prints its address, then serves until it is stopped (or a request ends it).
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startLocalServer } from '../../../server/app.ts';

const distDir = await mkdtemp(path.join(os.tmpdir(), 'paylean-odd-requests-'));
await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>PayLean</title>');
await writeFile(path.join(distDir, '404.html'), 'Not found');
const server = await startLocalServer({ distDir, port: 0, handler: { info: () => {} } });
console.log(`listening at ${server.url}`);
