// Starts one stand-in as a plain node:http server on 127.0.0.1 and a random port (or a given one).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';

export type StandInHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface LoopbackServer {
  /** http://127.0.0.1:PORT (no trailing slash). */
  origin: string;
  /** Requests whose answer has neither finished nor been cut off: a fault holding a socket open counts here. */
  openRequests(): number;
  /** Stops listening and cuts every open connection, held-open fault requests included. */
  close(): Promise<void>;
}

export async function listenOnLoopback(
  name: string,
  handler: StandInHandler,
  logger: Logger,
  port = 0,
): Promise<LoopbackServer> {
  let open = 0;
  const server = createServer((req, res) => {
    open += 1;
    res.once('close', () => (open -= 1));
    Promise.resolve()
      .then(() => handler(req, res))
      .catch((err: unknown) => {
        logger.error({ standIn: name, err }, 'sandbox handler failed');
        if (!res.headersSent) {
          res
            .writeHead(500, { 'content-type': 'application/json' })
            .end('{"Status":0,"Message":"Sandbox error"}');
        } else {
          res.destroy();
        }
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${bound}`,
    openRequests: () => open,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
