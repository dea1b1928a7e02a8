// The sandbox gateway's pages: the checkout with Pay and Fail, the self-posting callback form, and its errors.
// Served from the gateway's own origin with its own CSP (our site's does not reach there).
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { formatRupees } from '../../../shared/format.ts';
import { escapeHtml } from '../../http/escape-html.ts';

const style = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif;color:#1f2430;
background:#eef0f5;line-height:1.5;min-width:320px}
.bar{display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap;padding:14px 20px;
background:#1f2430;color:#fff}
.brand{font-weight:800;letter-spacing:.02em;font-size:1.15rem}.brand span{color:#7ee2b8}
.tag{font-size:.8rem;font-weight:700;text-transform:uppercase;letter-spacing:.06em;background:#ffd866;color:#3d2e00;
padding:3px 10px;border-radius:999px}
main{max-width:460px;margin:40px auto;padding:0 16px}
.card{background:#fff;border-radius:14px;padding:28px 24px;box-shadow:0 10px 30px rgb(31 36 48 / 12%)}
h1{font-size:1rem;font-weight:600;color:#5b6275;margin:0 0 4px}
.merchant{font-size:1.2rem;font-weight:700;margin:0 0 18px}
.amount{font-size:2.2rem;font-weight:800;margin:0 0 18px;color:#1f2430}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;margin:0 0 24px;font-size:.95rem}
dt{color:#5b6275}dd{margin:0;font-weight:600;word-break:break-all}
.actions{display:grid;gap:12px}
button{min-height:48px;border-radius:10px;font:inherit;font-weight:700;cursor:pointer;border:2px solid transparent}
.pay{background:#0b8a64;color:#fff}.pay:hover{background:#087052}
.fail{background:#fff;color:#b42318;border-color:#e5b4b0}.fail:hover{background:#fff4f3}
:focus-visible{outline:3px solid #f59f00;outline-offset:2px}
.note{font-size:.85rem;color:#5b6275;margin:18px 0 0;text-align:center}
.error h1{color:#b42318;font-size:1.2rem}
`;

interface PageParts {
  title: string;
  body: string;
  /** Origins the page's forms may post to besides its own. */
  formTargets?: string[];
  script?: string;
}

export function sendGatewayPage(res: ServerResponse, status: number, parts: PageParts): void {
  const nonce = randomBytes(16).toString('base64');
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src 'nonce-${nonce}'`,
    `form-action 'self' ${(parts.formTargets ?? []).join(' ')}`.trim(),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  const script = parts.script ? `<script nonce="${nonce}">${parts.script}</script>` : '';
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(parts.title)}</title><style>${style}</style></head><body>` +
    '<header class="bar"><span class="brand">Sandbox<span>Pay</span></span>' +
    '<span class="tag">Test mode: no real money moves</span></header>' +
    `<main>${parts.body}</main>${script}</body></html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'content-security-policy': csp,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  res.end(html);
}

export interface CheckoutView {
  merchantName: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  completePath: string;
}

export function checkoutBody(v: CheckoutView): string {
  const amount = escapeHtml(formatRupees(Number(v.amount), 2));
  return (
    '<div class="card"><h1>You are paying</h1>' +
    `<p class="merchant">${escapeHtml(v.merchantName)}</p>` +
    `<p class="amount" data-testid="gateway-amount">${amount}</p>` +
    `<dl><dt>Transaction ID</dt><dd data-testid="gateway-txnid">${escapeHtml(v.txnid)}</dd>` +
    `<dt>For</dt><dd>${escapeHtml(v.productinfo)}</dd>` +
    `<dt>Payer</dt><dd>${escapeHtml(v.firstname)}</dd></dl>` +
    `<form method="post" action="${escapeHtml(v.completePath)}" class="actions">` +
    `<input type="hidden" name="txnid" value="${escapeHtml(v.txnid)}">` +
    `<button class="pay" type="submit" name="outcome" value="success">Pay ${amount}</button>` +
    '<button class="fail" type="submit" name="outcome" value="failure">Fail this payment</button></form>' +
    '<p class="note">A stand-in for the payment gateway: the buttons decide the outcome.</p></div>'
  );
}

/** Posts the callback to the merchant at once, like the real gateway; a button for browsers without script. */
export function callbackBody(
  action: string,
  fields: Record<string, string>,
  outcome: string,
): string {
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return (
    `<div class="card"><h1>Payment ${escapeHtml(outcome)}</h1><p class="merchant">Returning you to the merchant</p>` +
    `<form id="callback-form" method="post" action="${escapeHtml(action)}" class="actions">${inputs}` +
    '<button class="pay" type="submit">Return to the merchant</button></form></div>'
  );
}

export function errorBody(title: string, reason: string): string {
  return `<div class="card error"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(reason)}</p></div>`;
}
