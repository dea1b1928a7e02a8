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
    // Every answer but an armed fault leaves the body unread: drain it so the connection stays usable.
    const answer = (status: number, body: unknown) => {
      req.resume();
      sendJson(res, status, body);
    };
    const done = () => {
      req.resume();
      res.writeHead(204).end();
    };
    if (!hostIsLoopback(req)) return answer(403, { error: 'Loopback only' });

    if (route === 'GET /records') {
      const { applications, uploads, sms, mail, payments } = deps.records;
      return answer(200, { applications, uploads, sms, mail, payments });
    }
    if (route === 'POST /records/reset') {
      deps.records.applications.length = 0;
      deps.records.uploads.length = 0;
      deps.records.sms.length = 0;
      deps.records.mail.length = 0;
      deps.records.payments.length = 0;
      deps.calls.reset();
      return done();
    }
    if (route === 'DELETE /faults') {
      deps.faults.clear();
      return done();
    }

    const faultPath = /^\/faults\/([^/]+)$/.exec(url.pathname);
    if (!faultPath) return answer(404, { error: 'Not found' });
    const call = callName.safeParse(decodeURIComponent(faultPath[1]!));
    if (!call.success) return answer(404, { error: 'Unknown call', calls: deps.callNames });
    if (req.method === 'DELETE') {
      // With ?match=, only the fault armed for that text; else every fault of the call.
      deps.faults.clear(call.data, url.searchParams.get('match') ?? undefined);
      return done();
    }
    if (req.method !== 'PUT') return answer(405, { error: 'Method not allowed' });
    // JSON only: a cross-site form cannot send it without a preflight this server never allows.
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
      return answer(415, { error: 'Send the fault as application/json' });
    const { fault, error, issues } = await faultOf(req);
    if (!fault) return answer(400, { error, issues });
    const { kind, ...options } = fault;
    deps.faults.set(call.data, kind, options);
    done();
  };
}
