// rawHeader reads one header from the raw pairs as Node's request.headers would give it.
import t from 'tap';
import { createServer, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { once } from 'node:events';
import { rawHeader } from '../../server/raw-header.ts';

/** The request a server receives for these raw header lines. */
async function received(lines: string[]): Promise<IncomingMessage> {
  const server = createServer((req, res) => res.end());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const got = once(server, 'request') as Promise<[IncomingMessage]>;
  const socket = connect(port, '127.0.0.1');
  socket.end(`GET / HTTP/1.1\r\nHost: x\r\n${lines.map((l) => `${l}\r\n`).join('')}\r\n`);
  const [request] = await got;
  socket.destroy();
  server.close();
  return request;
}

t.test('one header, in any case, repeated or missing: what request.headers says', async (t) => {
  const request = await received([
    'Accept-Encoding: gzip',
    'ACCEPT-ENCODING: br;q=0.5',
    'x-request-id: abc-123',
    'X-Request-Id-Other: no',
    'Accept: */*',
  ]);
  for (const name of [
    'accept-encoding',
    'x-request-id',
    'accept',
    'cookie',
    'x-request-id-other',
  ]) {
    t.equal(rawHeader(request, name), request.headers[name], name);
  }
  t.equal(rawHeader(request, 'accept-encoding'), 'gzip, br;q=0.5');
  t.equal(rawHeader(request, 'cookie'), undefined);
});
