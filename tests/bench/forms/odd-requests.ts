// Requests that could end the local server's process: odd request-targets and Host headers, each sent on a bare
// socket to a server in a process of its own, followed by an ordinary request that says whether it still answers.
// A server that a request ended is started again, so every case is measured.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { root } from '../../../build/pages.ts';
import type { ProbeCase } from './abuse-cases.ts';
import { rawRequest } from './raw-request.ts';

/** Each case: a request line and the Host it is sent with (`own` is the server's own host). */
const ODD_REQUESTS: readonly { line: string; host: string }[] = [
  { line: 'GET // HTTP/1.1', host: 'own' },
  { line: 'GET /% HTTP/1.1', host: 'own' },
  { line: 'GET /%zz/.. HTTP/1.1', host: 'own' },
  { line: 'GET http://own/faq HTTP/1.1', host: 'own' },
  { line: 'OPTIONS * HTTP/1.1', host: 'own' },
  { line: 'POST /functions/v1/send-contact-form/ HTTP/1.1', host: 'own' },
  { line: 'POST //functions/v1/submit-form/white-paper HTTP/1.1', host: 'own' },
  { line: 'POST /functions/v1/submit-form/%77hite-paper HTTP/1.1', host: 'own' },
  { line: 'GET / HTTP/1.1', host: 'localhost:99999' },
  { line: 'GET / HTTP/1.1', host: '1.2.3.4.5' },
  { line: 'GET / HTTP/1.1', host: '[::1' },
  { line: 'GET / HTTP/1.1', host: 'user@127.0.0.1' },
  { line: 'GET / HTTP/1.1', host: '' },
];

interface Child {
  process: ChildProcess;
  port: number;
  exited: Promise<unknown[]>;
}

async function startChild(): Promise<Child> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'tests/bench/forms/odd-request-server.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening at http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (found) resolve(Number(found));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`the probe's server did not start:\n${output}`)));
  });
  return { process: child, port, exited };
}

export const oddRequests: ProbeCase = {
  title: 'odd request-targets and Host headers, each on a bare socket to `npm run preview`’s server in a process of its own',
  async run() {
    const lines: string[] = [];
    let child = await startChild();
    try {
      for (const { line, host } of ODD_REQUESTS) {
        const own = `127.0.0.1:${child.port}`;
        const request = line.replace('http://own', `http://${own}`);
        const hostLine = host === '' ? 'Host:' : `Host: ${host === 'own' ? own : host}`;
        const answer = await rawRequest(child.port, `${request}\r\n${hostLine}\r\nContent-Length: 0`);
        const after = await rawRequest(child.port, `GET / HTTP/1.1\r\nHost: ${own}`);
        // A refused connection: give the process's exit a moment to be seen.
        if (typeof after !== 'number') await Promise.race([child.exited, new Promise((resolve) => setTimeout(resolve, 1000))]);
        const ended = child.process.exitCode ?? child.process.signalCode;
        const label = `${request.replace(own, 'own')}${host === 'own' ? '' : `, ${hostLine}`}`;
        lines.push(`${label.padEnd(58)} ${answer}; then GET / ${ended === null ? after : `no answer: the process exited (${ended})`}`);
        if (ended !== null) child = await startChild();
      }
    } finally {
      child.process.kill();
      await child.exited;
    }
    return lines;
  },
};
