import net from 'node:net';

export interface RawAnswer {
  /** The status line's code; undefined when the server closed the connection without an answer. */
  status: number | undefined;
  headers: string;
  body: string;
}

/**
 * One request written on a bare socket exactly as given, its request-target and headers unparsed by any client (Node's
 * own refuse `//`, `*` or a bad Host before sending), with `Connection: close`: what came back once the server closed.
 */
export function rawRequest(port: number, head: string, body = ''): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${head}\r\nConnection: close\r\n\r\n${body}`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset is an answer cut short: what arrived before it is what the test reads.
    socket.on('error', () => {});
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const status = /^HTTP\/1\.[01] (\d{3}) /.exec(text)?.[1];
      const headers = split === -1 ? text : text.slice(0, split);
      const body = split === -1 ? '' : text.slice(split + 4);
      resolve({
        status: status === undefined ? undefined : Number(status),
        headers,
        body: /^transfer-encoding: chunked/im.test(headers) ? unchunked(body) : body,
      });
    });
  });
}

/** A chunked body's data (chunk sizes in hex, each chunk followed by CRLF; ASCII bodies, as these tests' are). */
function unchunked(body: string): string {
  let data = '';
  for (let at = 0; ;) {
    const line = body.indexOf('\r\n', at);
    const size = line === -1 ? 0 : parseInt(body.slice(at, line), 16);
    if (!size) return data;
    data += body.slice(line + 2, line + 2 + size);
    at = line + 2 + size + 2;
  }
}
