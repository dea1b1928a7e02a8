// The few HTML pages the payment routes answer a browser's form post with: the self-submitting gateway form,
// and a plain message page (customer not found, gateway trouble, a callback we could not accept).
import { site } from '../../../shared/site.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import type { serverMessages } from '../../../shared/server-messages.ts';
import type { Translation } from '../../../shared/translation.ts';
import type { PaymentPurpose } from '../../../shared/schemas/payment.ts';

/** The payment pages' words in the reader's language (shared/messages.ts serverMessages or its Hindi). */
export type PageWords = Translation<typeof serverMessages>;

const style = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif;color:#12203a;
background:#f6f9fd;line-height:1.6;min-width:320px}
main{max-width:560px;margin:8vh auto;padding:0 20px}
.box{background:#fff;border:1px solid #d6e0ee;border-radius:12px;padding:32px 28px;text-align:center;
box-shadow:0 6px 24px rgb(10 61 145 / 10%)}
.logo{display:block;margin:0 auto 20px;width:150px;height:34px}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 12px}
p{margin:0 0 16px}
.muted{color:#4a5872;font-size:.95rem}
dl{display:inline-grid;grid-template-columns:auto auto;gap:4px 16px;margin:0 0 20px;text-align:left}
dt{color:#4a5872}dd{margin:0;font-weight:600}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 24px;border:0;
border-radius:999px;background:#1565e0;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.btn:hover{background:#0a3d91}
:focus-visible{outline:3px solid #f59f00;outline-offset:2px}
`;

interface Shell {
  /** <html lang>: the reader's language (hi-IN, en-IN). */
  lang: string;
  title: string;
  logoUrl: string;
  body: string;
  script?: { nonce: string; code: string };
}

function shell({ lang, title, logoUrl, body, script }: Shell): string {
  const tail = script ? `<script nonce="${escapeHtml(script.nonce)}">${script.code}</script>` : '';
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(lang)}"><head>` +
    '<meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head>` +
    `<body><main><div class="box"><img class="logo" src="${escapeHtml(logoUrl)}" alt="${escapeHtml(site.brand)}" width="150" height="34">` +
    `${body}</div></main>${tail}</body></html>`
  );
}

export interface GatewayFormPage {
  action: string;
  fields: Record<string, string>;
  nonce: string;
  logoUrl: string;
  /** Shown to the borrower, formatted: the loan number and the amount. */
  loanNumber: string;
  amountText: string;
  /** The cooling-off exit is named above the figures; the amount due needs no words. */
  purpose: PaymentPurpose;
  lang: string;
  words: PageWords;
  /** Repay Your Loan in the reader's language. */
  repayHref: string;
}

/** Posts the gateway form at once; without script, the borrower presses the button. */
export function gatewayFormPage(p: GatewayFormPage): string {
  const inputs = Object.entries(p.fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  const w = p.words;
  const body =
    `<h1>${escapeHtml(w.paymentTakingYou)}</h1>` +
    (p.purpose === 'cooling-off-exit' ? `<p>${escapeHtml(w.paymentPurposeExit)}</p>` : '') +
    `<dl><dt>${escapeHtml(w.paymentLoanNumber)}</dt><dd>${escapeHtml(p.loanNumber)}</dd>` +
    `<dt>${escapeHtml(w.paymentAmount)}</dt><dd>${escapeHtml(p.amountText)}</dd></dl>` +
    `<form id="gateway-form" method="post" action="${escapeHtml(p.action)}">${inputs}` +
    `<p><button class="btn" type="submit">${escapeHtml(w.paymentContinue)}</button></p></form>` +
    `<p class="muted">${escapeHtml(w.paymentWhere)}</p>` +
    `<p><a href="${escapeHtml(p.repayHref)}">${escapeHtml(w.backToRepay)}</a></p>`;
  return shell({
    lang: p.lang,
    title: `${w.paymentContinue} | ${site.brand}`,
    logoUrl: p.logoUrl,
    body,
    // Not when the borrower came Back to this page from the gateway: then the button waits for them.
    script: {
      nonce: p.nonce,
      code:
        "var n=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];" +
        "if(!n||n.type!=='back_forward')document.getElementById('gateway-form').submit();",
    },
  });
}

export interface MessagePage {
  lang: string;
  title: string;
  message: string;
  /** A second, smaller line (what to do next). */
  hint?: string;
  logoUrl: string;
  link: { href: string; label: string };
}

export function messagePage(p: MessagePage): string {
  const body =
    `<h1>${escapeHtml(p.title)}</h1><p role="alert">${escapeHtml(p.message)}</p>` +
    (p.hint ? `<p class="muted">${escapeHtml(p.hint)}</p>` : '') +
    `<p><a class="btn" href="${escapeHtml(p.link.href)}">${escapeHtml(p.link.label)}</a></p>`;
  return shell({ lang: p.lang, title: `${p.title} | ${site.brand}`, logoUrl: p.logoUrl, body });
}
