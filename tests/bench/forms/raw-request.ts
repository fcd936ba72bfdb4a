import net from 'node:net';

/** How long a raw request may wait for its status line. */
const ANSWER_MS = 5000;

/**
 * One request written on a bare socket exactly as given, the request-target and the headers unparsed by any client
 * (Node's own clients refuse `//`, `*` or a bad Host before sending): its status, or what the socket said instead.
 */
export function rawRequest(port: number, head: string, body = ''): Promise<number | string> {
  return new Promise((resolve) => {
    let reply = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${head}\r\nConnection: close\r\n\r\n${body}`));
    const done = (answer: number | string) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(ANSWER_MS, () => done('no answer'));
    socket.on('data', (data: Buffer) => {
      reply += data.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(reply)?.[1];
      if (status) done(Number(status));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
    socket.on('close', () => done(reply ? 'unreadable answer' : 'closed, no answer'));
  });
}
