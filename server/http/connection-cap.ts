// A cap on what one client address may hold open at once (docs/decisions/0029), so one address cannot lock every
// other client out by opening connections and never finishing a request.
//
// Only the TCP peer's address is known when a connection opens. So:
// - a direct client is capped on its connections, by the peer address, refused with 503 before a byte is read;
// - a trusted proxy (TRUST_PROXY) carries many clients on its connections and is never capped itself; the clients
//   behind it are capped on their requests in flight, by the forwarded address (request.ip), answered 503.
// Either way one warn line (sampled) and a count in http_connections_refused_total.
import { BlockList, isIPv6, type Socket } from 'node:net';
import fp from 'fastify-plugin';
import { sendProblem } from './errors.ts';
import { sampledLog } from './sampled-log.ts';
import { serverMessages } from '../../shared/server-messages.ts';

export interface ConnectionCapOptions {
  max: number;
  /** TRUST_PROXY: addresses, CIDRs, or proxy-addr's names (loopback, linklocal, uniquelocal). */
  trustProxy: readonly string[];
  /** Called once per refusal, with 'connection' or 'request' (the metrics count them). */
  onRefused?: (kind: 'connection' | 'request') => void;
}

export const { tooManyConnections } = serverMessages;

const named: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `::ffff:10.0.0.1` is 10.0.0.1: an IPv4 client on a dual-stack socket. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.)/i, '');

export function trustedProxies(list: readonly string[]): (address: string) => boolean {
  const blocks = new BlockList();
  for (const entry of list.flatMap((e) => named[e.toLowerCase()] ?? [e])) {
    const [ip, bits] = entry.split('/') as [string, string | undefined];
    const type = isIPv6(ip) ? 'ipv6' : 'ipv4';
    if (bits === undefined) blocks.addAddress(ip, type);
    else blocks.addSubnet(ip, Number(bits), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    return blocks.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/** Counts per key; a key is forgotten when its count is back to zero, so the map holds only live ones. */
class Counts {
  private readonly open = new Map<string, number>();
  take(key: string): number {
    const n = (this.open.get(key) ?? 0) + 1;
    this.open.set(key, n);
    return n;
  }
  give(key: string): void {
    const n = (this.open.get(key) ?? 1) - 1;
    if (n <= 0) this.open.delete(key);
    else this.open.set(key, n);
  }
}

const refusal = [
  'HTTP/1.1 503 Service Unavailable',
  'Content-Type: application/problem+json',
  'Retry-After: 5',
  'Connection: close',
].join('\r\n');

export const connectionCapPlugin = fp<ConnectionCapOptions>(
  async (app, opts) => {
    const log = sampledLog(app.log, { perMs: 1000 });
    const trusted = trustedProxies(opts.trustProxy);
    const connections = new Counts();
    const requests = new Counts();

    app.server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress;
      if (!address || trusted(address)) return;
      const key = plainAddress(address);
      const open = connections.take(key);
      socket.once('close', () => connections.give(key));
      if (open <= opts.max) return;
      log.warn(
        { address: key, open: open - 1, limit: opts.max, kind: 'connection' },
        'connection refused: too many open from one address',
      );
      opts.onRefused?.('connection');
      const body = JSON.stringify({
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        detail: tooManyConnections,
      });
      socket.end(`${refusal}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
      socket.destroySoon();
    });

    // Behind a trusted proxy: the forwarded client's requests in flight.
    app.addHook('onRequest', async (request, reply) => {
      const peer = request.raw.socket.remoteAddress;
      if (!peer || !trusted(peer) || plainAddress(request.ip) === plainAddress(peer)) return;
      const key = plainAddress(request.ip);
      const inFlight = requests.take(key);
      let given = false;
      const give = () => {
        if (given) return;
        given = true;
        requests.give(key);
      };
      reply.raw.once('close', give);
      reply.raw.once('finish', give);
      if (inFlight <= opts.max) return;
      log.warn(
        { address: key, open: inFlight - 1, limit: opts.max, kind: 'request' },
        'request refused: too many in flight from one address',
      );
      opts.onRefused?.('request');
      reply.header('retry-after', '5');
      return sendProblem(reply, 503, tooManyConnections);
    });
  },
  { name: 'connection-cap' },
);
