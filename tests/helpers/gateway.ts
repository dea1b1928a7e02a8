// Drives a payment through the app and the sandbox gateway the way a browser would: the Pay Now post, the
// gateway checkout, Pay or Fail, and the callback form the gateway hands back.
import type { FastifyInstance } from 'fastify';

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

/** Looks the customer up, starts a payment and returns the gateway form our page would post. */
export async function startPayment(app: FastifyInstance, query: string): Promise<HtmlForm> {
  const res = await initiate(app, { query });
  if (res.statusCode !== 200) throw new Error(`initiate answered ${res.statusCode}`);
  return readForm(res.body);
}
