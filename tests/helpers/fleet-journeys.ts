// Journeys over HTTP against a fleet's instances, as browsers behind the proxy make them: each step names the
// instance (or the proxy) it goes to, so a test can send a code through one and verify it through another.
const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
const form = {
  'content-type': 'application/x-www-form-urlencoded',
  'sec-fetch-site': 'same-origin',
};

export interface Answer {
  status: number;
  body: string;
  headers: Headers;
}

export async function call(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(new URL(path, base), { redirect: 'manual', ...init });
  return { status: res.status, body: await res.text(), headers: res.headers };
}

export const postJson = (base: string, path: string, body: unknown, headers = {}) =>
  call(base, path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { ...json, ...headers },
  });

export const postForm = (
  base: string,
  path: string,
  fields: Record<string, string>,
  headers = {},
) =>
  call(base, path, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { ...form, ...headers },
  });

/** A form posted to the sandbox gateway, its redirects followed as a browser does (it answers each post with a
 * 303 to a page of its own, so Back never re-posts). */
export async function postToGateway(url: string, fields: Record<string, string>): Promise<Answer> {
  const res = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status: res.status, body: await res.text(), headers: res.headers };
}

/** Pays at the sandbox gateway for the form our checkout page posts: the callback form the gateway hands back. */
export async function payAtGateway(gatewayForm: {
  action: string;
  fields: Record<string, string>;
}) {
  const checkout = await postToGateway(gatewayForm.action, gatewayForm.fields);
  if (checkout.status !== 200) throw new Error(`gateway checkout: ${checkout.status}`);
  const complete = new URL('/_payment/complete', gatewayForm.action).toString();
  const done = await postToGateway(complete, {
    txnid: gatewayForm.fields.txnid!,
    outcome: 'success',
  });
  return readForm(done.body);
}

interface SmsRecord {
  mobile: string;
  message: string;
}

/** The sandbox's SMS records, from its control server (every instance of the fleet sends through one sink). */
export async function smsSent(controlUrl: string): Promise<SmsRecord[]> {
  const res = await fetch(new URL('/records', controlUrl));
  return ((await res.json()) as { sms: SmsRecord[] }).sms;
}

/** The newest code the sink received for a mobile, waiting (bounded) for the SMS to arrive. */
export async function codeFor(controlUrl: string, mobile: string, after: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const sms = (await smsSent(controlUrl)).slice(after).filter((m) => m.mobile === mobile);
    const code = sms.map((m) => /^(\d{6}) /.exec(m.message)?.[1]).findLast(Boolean);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code reached ${mobile.slice(-4)}`);
}

/** The session cookie a verify answer set for the purpose (server/verification/session.ts). */
export function cookieOf(answer: Answer, purpose: 'repay' | 'apply'): string {
  const pair = answer.headers.getSetCookie().find((c) => c.startsWith(`rf_${purpose}=`));
  if (!pair) throw new Error(`no session cookie: ${answer.status} ${answer.body}`);
  return pair.split(';')[0]!;
}

/** A code sent through `sendVia` and checked through `verifyVia`: the session cookie it opened. */
export async function verifiedAcross(
  sendVia: string,
  verifyVia: string,
  controlUrl: string,
  purpose: 'repay' | 'apply',
  identifier: string,
  mobile: string,
): Promise<string> {
  const before = (await smsSent(controlUrl)).length;
  const sent = await postJson(sendVia, '/api/otp', { purpose, identifier });
  if (sent.status !== 202) throw new Error(`otp: ${sent.status} ${sent.body}`);
  const code = await codeFor(controlUrl, mobile, before);
  const verified = await postJson(verifyVia, '/api/otp/verify', { purpose, identifier, code });
  return cookieOf(verified, purpose);
}

/** The first form of a page: its action and hidden inputs. */
export function readForm(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (s: string) =>
    s.replace(/&#(\d+);/g, (_m, c: string) => String.fromCharCode(Number(c)));
  const found = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!found) throw new Error('no form on the page');
  const fields: Record<string, string> = {};
  for (const m of found[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescape(m[1]!)] = unescape(m[2]!);
  return { action: unescape(found[1]!), fields };
}
