// Request ids: our own for every request, echoed on the response. An incoming x-request-id is taken only from one of
// our proxies (TRUST_PROXY), so one id follows a request through them; a client's own choice is ignored (issue 40:
// it became the consent record's id and the id sent upstream).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv6 } from 'node:net';
import fp from 'fastify-plugin';

const saneId = /^[A-Za-z0-9._:-]{1,64}$/;

/** True for a peer address among the proxies listed (addresses or CIDRs, IPv4 or IPv6). */
export function trustedPeers(proxies: readonly string[]): (address: string | undefined) => boolean {
  if (proxies.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of proxies) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    const mapped = address.startsWith('::ffff:') ? address.slice(7) : address;
    return list.check(mapped, isIPv6(mapped) ? 'ipv6' : 'ipv4');
  };
}

/** Fastify's genReqId: a proxy's sane id when the peer is one of ours, else a fresh UUID. */
export function requestIds(proxies: readonly string[]): (req: IncomingMessage) => string {
  const trusted = trustedPeers(proxies);
  return (req) => {
    if (trusted(req.socket?.remoteAddress)) {
      const incoming = req.headers['x-request-id'];
      if (typeof incoming === 'string' && saneId.test(incoming)) return incoming;
    }
    return randomUUID();
  };
}

export const requestIdPlugin = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
});
