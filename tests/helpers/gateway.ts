// Drives a payment through the app and the sandbox gateway the way a browser would: the Pay Now post, the
// gateway checkout, Pay or Fail, and the callback form the gateway hands back.
import type { FastifyInstance } from 'fastify';
import { verifiedSession } from './otp-session.ts';

export interface HtmlForm {
  action: string;
  fields: Record<string, string>;
}

const unescape = (s: string) =>
  s.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));

/** The first form of a page: its action and hidden inputs. */
export function readForm(html: string): HtmlForm {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error('no form on the page');
  const fields: Record<string, string> = {};
  for (const m of form[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescape(m[1]!)] = unescape(m[2]!);
  return { action: unescape(form[1]!), fields };
}

export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

export async function initiate(app: FastifyInstance, body: Record<string, string>, headers = {}) {
  return app.inject({
    method: 'POST',
    url: '/payments/initiate',
    payload: formBody(body),
    headers: { ...formHeaders, 'sec-fetch-site': 'same-origin', ...headers },
  });
}

async function postToGateway(url: string, fields: Record<string, string>) {
  const res = await fetch(url, { method: 'POST', body: formBody(fields), headers: formHeaders });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** Pays (or fails) at the sandbox gateway and returns the callback form it posts back to us. */
export async function payAtGateway(
  gatewayForm: HtmlForm,
  outcome: 'success' | 'failure',
): Promise<HtmlForm> {
  const checkout = await postToGateway(gatewayForm.action, gatewayForm.fields);
  if (checkout.status !== 200) throw new Error(`gateway refused the payment: ${checkout.html}`);
  const complete = new URL('/_payment/complete', gatewayForm.action).toString();
  const done = await postToGateway(complete, { txnid: gatewayForm.fields.txnid!, outcome });
  if (done.status !== 200) throw new Error(`gateway refused the outcome: ${done.html}`);
  return readForm(done.html);
}

export async function postCallback(
  app: FastifyInstance,
  callback: HtmlForm | { path: string; fields: Record<string, string> },
  headers: Record<string, string> = {},
) {
  const url = 'action' in callback ? new URL(callback.action).pathname : callback.path;
  return app.inject({
    method: 'POST',
    url,
    payload: formBody(callback.fields),
    headers: { ...formHeaders, ...headers },
  });
}

/**
 * Pay Now with a verified session (its cookie; a code is walked for `query` when none is given): the 303 and the
 * checkout page it leads to, as a browser follows it.
 */
export async function initiateAndFollow(app: FastifyInstance, query: string, cookie?: string) {
  const session = cookie ?? (await verifiedSession(app, 'repay', query));
  const res = await initiate(app, { query }, { cookie: session });
  if (res.statusCode !== 303) return { initiated: res, page: undefined };
  const page = await app.inject({
    method: 'GET',
    url: String(res.headers.location),
    headers: { cookie: session },
  });
  return { initiated: res, page };
}

/** Looks the customer up, starts a payment and returns the gateway form our page would post. */
export async function startPayment(
  app: FastifyInstance,
  query: string,
  cookie?: string,
): Promise<HtmlForm> {
  const { initiated, page } = await initiateAndFollow(app, query, cookie);
  if (!page) throw new Error(`initiate answered ${initiated.statusCode}: ${initiated.body}`);
  if (page.statusCode !== 200) throw new Error(`checkout answered ${page.statusCode}`);
  return readForm(page.body);
}
