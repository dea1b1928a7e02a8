// The few HTML pages the payment routes answer a browser's form post with: the self-submitting gateway form,
// and a plain message page (customer not found, gateway trouble, a callback we could not accept), both in the plain
// page of http/plain-page.ts.
import { site } from '../../../shared/site.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { shell } from '../../http/plain-page.ts';
import type { serverMessages } from '../../../shared/server-messages.ts';
import type { Translation } from '../../../shared/translation.ts';
import type { PaymentPurpose } from '../../../shared/schemas/payment.ts';

/** The payment pages' words in the reader's language (shared/messages.ts serverMessages or its Hindi). */
export type PageWords = Translation<typeof serverMessages>;

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
