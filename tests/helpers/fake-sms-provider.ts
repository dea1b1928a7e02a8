// A fake SMS provider on loopback for the outbox's tests and bench: GET /send?apikey=&mobile=&message= records each
// request (with the Idempotency-Key we send) and answers 200, unless a rule for that mobile says otherwise: a
// status (503, 429 with Retry-After) for ever or for a number of tries, or no answer at all (a hang).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderCall {
  mobile: string;
  message: string;
  key: string;
  requestId: string;
  status: number;
  /** Date.now() when it arrived. */
  at: number;
}

export interface Rule {
  status?: number;
  retryAfter?: string;
  /** Never answer (the socket stays open until release() or the provider closes). */
  hang?: boolean;
  /** Answer after this long. */
  delayMs?: number;
  /** Applies to this many calls, then the number is answered 200 (default: for ever). */
  times?: number;
}

export interface FakeSmsProvider {
  url: string;
  port: number;
  calls: ProviderCall[];
  /** Calls answered 200: what reached a phone. */
  delivered(): ProviderCall[];
  rule(mobile: string, rule: Rule | undefined): void;
  /** Answers 200 to every request still hanging whose client is still there; answers how many. */
  release(): number;
  close(): Promise<void>;
}

export async function startFakeSmsProvider(port = 0): Promise<FakeSmsProvider> {
  const calls: ProviderCall[] = [];
  const rules = new Map<string, Rule>();
  const hanging: Array<{ res: import('node:http').ServerResponse; call: ProviderCall }> = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    const url = new URL(req.url ?? '/', 'http://provider.invalid');
    const mobile = url.searchParams.get('mobile') ?? '';
    const rule = rules.get(mobile);
    if (rule?.times !== undefined && rule.times <= 0) rules.delete(mobile);
    const active = rules.get(mobile);
    if (active?.times !== undefined) active.times--;
    const status = active?.hang ? 0 : (active?.status ?? 200);
    const call: ProviderCall = {
      mobile,
      message: url.searchParams.get('message') ?? '',
      key: String(req.headers['idempotency-key'] ?? ''),
      requestId: String(req.headers['x-request-id'] ?? ''),
      status,
      at: Date.now(),
    };
    calls.push(call);
    if (active?.hang) {
      hanging.push({ res, call });
      return;
    }
    const answer = () => {
      res.writeHead(status, {
        'content-type': 'application/json',
        ...(active?.retryAfter ? { 'retry-after': active.retryAfter } : {}),
      });
      res.end(JSON.stringify({ status: status === 200 ? 'success' : 'error' }));
    };
    if (active?.delayMs) setTimeout(answer, active.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}/send`,
    port: actual,
    calls,
    delivered: () => calls.filter((c) => c.status === 200),
    release() {
      let answered = 0;
      for (const { res, call } of hanging.splice(0)) {
        if (res.socket?.destroyed ?? true) continue;
        call.status = 200;
        call.at = Date.now();
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"success"}');
        answered++;
      }
      return answered;
    },
    rule(mobile, rule) {
      if (rule) rules.set(mobile, { ...rule });
      else rules.delete(mobile);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
