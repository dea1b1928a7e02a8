// Walks the one-time-code step as a borrower would: asks for a code, reads it from the sandbox's SMS sink, checks
// it, and answers the session cookie for the requests that follow.
import type { FastifyInstance } from 'fastify';

const json = { 'content-type': 'application/json' };

export async function requestCode(
  app: FastifyInstance,
  purpose: 'repay' | 'apply',
  identifier: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/otp',
    payload: { purpose, identifier },
    headers: { ...json, ...headers },
  });
}

export async function verifyCode(
  app: FastifyInstance,
  purpose: 'repay' | 'apply',
  identifier: string,
  code: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/otp/verify',
    payload: { purpose, identifier, code },
    headers: { ...json, ...headers },
  });
}

/** The codes the sandbox's SMS sink received for a mobile, oldest first (after every queued SMS is sent). */
export async function codesSentTo(app: FastifyInstance, mobile: string): Promise<string[]> {
  await app.services.sms.drain();
  return app.services
    .sandbox!.records.sms.filter((m) => m.mobile === mobile)
    .map((m) => /^(\d{6}) /.exec(m.message)?.[1])
    .filter((c): c is string => c !== undefined);
}

export async function lastCodeSentTo(app: FastifyInstance, mobile: string): Promise<string> {
  const code = (await codesSentTo(app, mobile)).at(-1);
  if (!code) throw new Error('no code was sent to that mobile');
  return code;
}

/** `name=value` of the session cookie a verify answer set. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const pair = header?.split(';')[0];
  if (!pair) throw new Error('no session cookie was set');
  return pair;
}

const cache = new WeakMap<FastifyInstance, Map<string, string>>();

/** The code in the first SMS the sink received after `from` messages (the one a request just caused). */
export async function codeSentSince(app: FastifyInstance, from: number): Promise<string> {
  await app.services.sms.drain();
  for (const m of app.services.sandbox!.records.sms.slice(from)) {
    const code = /^(\d{6}) /.exec(m.message)?.[1];
    if (code) return code;
  }
  throw new Error('no code was sent');
}

/**
 * A verified session's cookie for the identifier (its code read from the sandbox's SMS sink, whichever registered
 * mobile it went to). Kept per app and identifier, so tests that pay many times stay within the codes an hour allows.
 */
export async function verifiedSession(
  app: FastifyInstance,
  purpose: 'repay' | 'apply',
  identifier: string,
): Promise<string> {
  const key = `${purpose}:${identifier.toUpperCase()}`;
  const known = cache.get(app)?.get(key);
  if (known) return known;
  await app.services.sms.drain(); // an earlier test's SMS must not land among this one's
  const from = app.services.sandbox!.records.sms.length;
  const sent = await requestCode(app, purpose, identifier);
  if (sent.statusCode !== 202) throw new Error(`POST /api/otp answered ${sent.statusCode}`);
  const res = await verifyCode(app, purpose, identifier, await codeSentSince(app, from));
  if (res.statusCode !== 200) throw new Error(`verify answered ${res.statusCode}: ${res.body}`);
  const cookie = sessionCookie(res.headers['set-cookie']);
  if (!cache.has(app)) cache.set(app, new Map());
  cache.get(app)!.set(key, cookie);
  return cookie;
}
