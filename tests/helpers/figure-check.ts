// Reads a page's text for the figures of the loan product (rates, fees, APRs, tenures, amounts) and says which
// disagree with shared/product-terms.ts. Figures are recognised by what stands beside them ("per day", "APR",
// "fee", "days", "₹"), so unrelated numbers on a page (a 50-30-20 budget, a 14-day reply) are left alone.
import { quoteLoan, snapToBounds, type LoanInput } from '../../shared/calculator.ts';
import { annualRate, aprRange, productTerms } from '../../shared/product-terms.ts';
import { termExamples } from '../../shared/product-term-tokens.ts';

const t = productTerms;
const near = (a: number, b: number) => Math.abs(a - b) < 0.005;
const num = (s: string) => Number(s.replace(/,/g, ''));

/** Every daily rate the product offers (its grid), and the penal charge rate. */
const gridRates: number[] = [];
for (let r = t.dailyRate.min; r <= t.dailyRate.max + 1e-9; r += t.dailyRate.step)
  gridRates.push(snapToBounds(r, t.dailyRate));

export function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<(td|th|li|p|h\d|dt|dd|caption|div)\b[^>]*>/g, ' | ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

export interface Finding {
  figure: string;
  context: string;
  why: string;
}

/** Checks the text of a page; `loans` are the loans the page may quote besides the product's own examples. */
export function checkFigures(text: string, loans: readonly LoanInput[] = []): Finding[] {
  const quoted = [...Object.values(termExamples), ...loans];
  const aprs = new Set([aprRange.min, aprRange.max, ...quoted.map((l) => quoteLoan(l).apr)]);
  const amounts = new Set(quoted.map((l) => l.amount));
  const feeWithGst = (t.processingFeePercent * (100 + t.gstPercent)) / 100;
  const findings: Finding[] = [];
  const fail = (figure: string, at: number, why: string) =>
    findings.push({ figure, context: text.slice(Math.max(0, at - 90), at + 60), why });

  // Percentages, classified by what follows them, or else by the nearest keyword before them.
  for (const m of text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*%/g)) {
    const value = num(m[1] ?? '');
    const at = m.index ?? 0;
    const after = text.slice(at + m[0].length, at + m[0].length + 22).toLowerCase();
    const before = text.slice(Math.max(0, at - 70), at).toLowerCase();
    // The nearest keyword in this table cell or the one before it (a row's label): "APR | 464.17%".
    const cells = before.split('|');
    const scope = cells.slice(-2).join('|');
    const keyword = [
      ...scope.matchAll(/apr|annual percentage rate|processing fee|fee|gst|penal|interest|rate/g),
    ].at(-1)?.[0];
    if (/^\s*(per day|a day|each day|interest per day)/.test(after)) {
      const ok = gridRates.some((r) => near(r, value)) || near(value, t.penalChargePercentPerDay);
      if (!ok) fail(m[0], at, 'a daily rate the product does not offer');
    } else if (/^\s*(p\.a\.|a year|per annum|annualised|per year)/.test(after)) {
      if (!gridRates.some((r) => near(annualRate(r), value)))
        fail(m[0], at, 'an annual rate that is not a daily rate x 365');
    } else if (/^\s*(per month|a month)/.test(after)) {
      if (!near(value, t.penalChargePercentPerDay * 30)) fail(m[0], at, 'a monthly charge');
    } else if (keyword === 'apr' || keyword === 'annual percentage rate') {
      if (![...aprs].some((a) => near(a, value))) fail(m[0], at, 'an APR no loan of ours has');
    } else if (keyword === 'gst') {
      if (!near(value, t.gstPercent)) fail(m[0], at, 'a GST rate');
    } else if (keyword === 'processing fee' || keyword === 'fee') {
      if (
        !near(value, t.processingFeePercent) &&
        !near(value, feeWithGst) &&
        !near(value, t.gstPercent)
      )
        fail(m[0], at, 'a processing fee');
    } else if (keyword === 'penal') {
      if (!near(value, t.penalChargePercentPerDay)) fail(m[0], at, 'a penal charge');
    }
  }

  // APR ranges: "X% to Y%" after APR is exactly the range that follows from the terms.
  for (const m of text.matchAll(
    /(apr|annual percentage rate)[^%]{0,40}?(\d[\d.]*)%\s*(?:to|-)\s*(\d[\d.]*)%/gi,
  )) {
    if (!near(num(m[2] ?? ''), aprRange.min) || !near(num(m[3] ?? ''), aprRange.max))
      fail(m[0], m.index ?? 0, 'an APR range other than the one the terms give');
  }

  // Tenure: "N to M days" or "N months" where a tenure or term is spoken of; "for N days" of a loan.
  for (const m of text.matchAll(
    /(tenure|loan term|tenures run|term)[^.]{0,40}?(\d+)\s*(?:to|-)\s*(\d+)\s*(days|months)/gi,
  )) {
    if (
      m[4] !== 'days' ||
      num(m[2] ?? '') !== t.tenureDays.min ||
      num(m[3] ?? '') !== t.tenureDays.max
    )
      fail(m[0], m.index ?? 0, "a tenure range other than the product's");
  }
  for (const m of text.matchAll(/(tenure|term)[^.]{0,30}?(\d+)\s*(months?|instalments)/gi))
    fail(m[0], m.index ?? 0, 'a tenure in months or instalments: the loan is repaid once, in days');
  for (const m of text.matchAll(/(?:for|over)\s+(\d+)\s*days/gi)) {
    const days = num(m[1] ?? '');
    const before = text.slice(Math.max(0, (m.index ?? 0) - 40), m.index ?? 0);
    if (/₹|INR|loan|borrow/i.test(before) && (days < t.tenureDays.min || days > t.tenureDays.max))
      fail(m[0], m.index ?? 0, 'a loan for a tenure the product does not offer');
  }

  // Amounts: the range, and any loan quoted.
  for (const m of text.matchAll(
    /(?:from|start from|starts? at|minimum(?: of)?)\s*(?:₹|INR\s*)([\d,]+)/gi,
  )) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 60), m.index ?? 0);
    if (/loan|amount|advance/i.test(before + m[0]) && num(m[1] ?? '') !== t.amount.min)
      fail(m[0], m.index ?? 0, "a minimum loan other than the product's");
  }
  for (const m of text.matchAll(/(?:₹|INR\s*)([\d,]+)\s*to\s*(?:₹|INR\s*)([\d,]+)/g)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 60), m.index ?? 0);
    if (
      /loan|amount/i.test(before) &&
      (num(m[1] ?? '') !== t.amount.min || num(m[2] ?? '') !== t.amount.max)
    )
      fail(m[0], m.index ?? 0, "a loan amount range other than the product's");
  }
  for (const m of text.matchAll(/(?:loan of|borrow)\s*(?:₹|INR\s*)([\d,]+)/gi)) {
    const amount = num(m[1] ?? '');
    if (amount < t.amount.min || amount > t.amount.max || !amounts.has(amount))
      fail(m[0], m.index ?? 0, 'a loan amount that is not one of the worked examples');
  }
  return findings;
}

/**
 * Every daily rate of interest on a page with its rate a year beside it (issue 45): a percentage followed by "per
 * day", "a day", "प्रतिदिन" or "रोज़" must have "% a year" or "% सालाना" before its sentence or table cell ends. The
 * penal charge, a charge on the overdue principal rather than a rate of interest, is left alone.
 */
export function dailyRatesWithoutYear(text: string): Finding[] {
  const findings: Finding[] = [];
  for (const m of text.matchAll(
    /(\d[\d,]*(?:\.\d+)?)\s*%\s*(?:interest )?(?:per day|a day|प्रतिदिन|रोज़)/g,
  )) {
    const at = m.index ?? 0;
    if (near(num(m[1] ?? ''), t.penalChargePercentPerDay)) continue;
    const rest = text.slice(at + m[0].length, at + m[0].length + 120).split(/[.।|;]\s/)[0] ?? '';
    if (!/%\s*(?:a year|सालाना)/.test(rest))
      findings.push({
        figure: m[0],
        context: text.slice(Math.max(0, at - 60), at + 90),
        why: 'a daily rate without its rate a year beside it',
      });
  }
  return findings;
}
