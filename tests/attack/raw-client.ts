// A client that speaks HTTP/1.1 by hand over a socket, for what fetch will not do: drip a request byte by byte,
// send hostile request lines verbatim, hold a connection open without a request.
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  /** The status line's code, 0 when the connection closed before any answer. */
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function parseAnswer(text: string): RawAnswer {
  const at = text.indexOf('\r\n\r\n');
  if (!text.startsWith('HTTP/')) return { status: 0, headers: {}, body: '' };
  const [statusLine, ...lines] = text.slice(0, at === -1 ? undefined : at).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return {
    status: Number(statusLine!.split(' ')[1]),
    headers,
    body: at === -1 ? '' : text.slice(at + 4),
  };
}

export interface RawConnection {
  socket: Socket;
  /** Everything the server sent until it closed the connection. */
  closed: Promise<RawAnswer>;
}

/** Opens a connection; `closed` resolves (never rejects) once the server has closed it. */
export function open(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (text += d));
    const closed = new Promise<RawAnswer>((done) => {
      socket.on('close', () => done(parseAnswer(text)));
      socket.on('error', () => undefined); // a reset is a close too
    });
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

/** Sends `request` verbatim on a fresh connection and answers what came back once the server closed it. */
export async function rawRequest(port: number, request: string | Buffer): Promise<RawAnswer> {
  const c = await open(port);
  c.socket.write(request);
  return c.closed;
}

/** Writes one byte every `everyMs` until the server closes the connection: a slow-drip client. */
export function drip(c: RawConnection, everyMs: number): void {
  const timer = setInterval(() => {
    if (c.socket.destroyed || !c.socket.writable) return clearInterval(timer);
    c.socket.write('a');
  }, everyMs);
  c.socket.once('close', () => clearInterval(timer));
}
