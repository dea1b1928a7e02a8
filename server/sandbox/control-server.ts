// Test-only: the sandbox's records and fault switches over HTTP, for end-to-end tests that run the server as a
// separate process (SANDBOX_CONTROL_PORT). It listens on 127.0.0.1 only and answers only loopback Host names,
// so a web page cannot reach it through a rebinding DNS name.
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import type { CallCounter } from './call-counter.ts';
import { FAULT_KINDS, type Faults } from './faults.ts';
import type { StandInHandler } from './loopback-server.ts';
import type { SandboxRecords } from './records.ts';
import { BodyTooLarge, readBody, sendJson } from './replies.ts';

const MAX_BODY_BYTES = 4096;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** What PUT /faults/<call> takes: the fault's kind and the options of Faults.set. */
export const faultSchema = z.strictObject({
  kind: z.enum(FAULT_KINDS),
  times: z.number().int().positive().optional(),
  delayMs: z.number().int().min(0).max(600_000).optional(),
  status: z.number().int().min(100).max(599).optional(),
  bytes: z
    .number()
    .int()
    .min(0)
    .max(64 * 1024 * 1024)
    .optional(),
  chunked: z.boolean().optional(),
  match: z.string().min(1).max(200).optional(),
});

export type FaultRequest = z.infer<typeof faultSchema>;

export interface ControlDeps {
  records: SandboxRecords;
  faults: Faults;
  calls: CallCounter;
  /** The call names faults can be armed for. */
  callNames: readonly string[];
}

function hostIsLoopback(req: IncomingMessage): boolean {
  const host = req.headers.host ?? '';
  return LOOPBACK_HOSTS.has(host.replace(/:\d+$/, '').toLowerCase());
}

async function faultOf(
  req: IncomingMessage,
): Promise<{ fault?: FaultRequest; error?: string; issues?: string[] }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readBody(req, MAX_BODY_BYTES));
  } catch (err) {
    return { error: err instanceof BodyTooLarge ? 'Body too large' : 'Body is not JSON' };
  }
  const result = faultSchema.safeParse(parsed);
  return result.success
    ? { fault: result.data }
    : {
        error: 'Invalid fault',
        issues: result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`),
      };
}

export function controlServer(deps: ControlDeps): StandInHandler {
  const callName = z.enum(deps.callNames as [string, ...string[]]);

  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://control.invalid');
    const route = `${req.method} ${url.pathname}`;
    if (!hostIsLoopback(req)) {
      req.resume();
      return sendJson(res, 403, { error: 'Loopback only' });
    }

    if (route === 'GET /records') {
      req.resume();
      const { applications, uploads, sms, payments } = deps.records;
      return sendJson(res, 200, { applications, uploads, sms, payments });
    }
    if (route === 'POST /records/reset') {
      req.resume();
      deps.records.applications.length = 0;
      deps.records.uploads.length = 0;
      deps.records.sms.length = 0;
      deps.records.payments.length = 0;
      deps.calls.reset();
      res.writeHead(204).end();
      return;
    }
    if (route === 'DELETE /faults') {
      req.resume();
      deps.faults.clear();
      res.writeHead(204).end();
      return;
    }

    const faultPath = /^\/faults\/([^/]+)$/.exec(url.pathname);
    if (!faultPath) {
      req.resume();
      return sendJson(res, 404, { error: 'Not found' });
    }
    const call = callName.safeParse(decodeURIComponent(faultPath[1]!));
    if (!call.success) {
      req.resume();
      return sendJson(res, 404, { error: 'Unknown call', calls: deps.callNames });
    }
    if (req.method === 'DELETE') {
      req.resume();
      // With ?match=, only the fault armed for that text; else every fault of the call.
      deps.faults.clear(call.data, url.searchParams.get('match') ?? undefined);
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'PUT') {
      req.resume();
      return sendJson(res, 405, { error: 'Method not allowed' });
    }
    // JSON only: a cross-site form cannot send it without a preflight this server never allows.
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      req.resume();
      return sendJson(res, 415, { error: 'Send the fault as application/json' });
    }
    const { fault, error, issues } = await faultOf(req);
    if (!fault) return sendJson(res, 400, { error, issues });
    const { kind, ...options } = fault;
    deps.faults.set(call.data, kind, options);
    res.writeHead(204).end();
  };
}
