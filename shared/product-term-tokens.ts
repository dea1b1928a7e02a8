// {{terms.*}} tokens: the product's figures (shared/product-terms.ts) as text, for the policy Markdown compiled at
// build (scripts/policies) and for page copy. A page writes {{terms.apr.max}}, never 540.5%, so no edit can make
// two pages disagree. Named examples are loans worked through the same quote the calculator uses.
import { quoteLoan, type LoanInput } from './calculator.ts';
import { formatIndianNumber, formatRupees } from './format.ts';
import { annualRate, aprRange, productTerms } from './product-terms.ts';

/** A percentage as pages print it: 0.2%, 1%, 5.9%, 464.17%. */
export const percent = (value: number) => `${Number(value.toFixed(2))}%`;
/** Rupees as pages print them: whole rupees plain (₹41,000), paise to two decimals (₹13.50). */
export const rupees = (value: number) => formatRupees(value, Number.isInteger(value) ? 0 : 2);

/** The worked examples pages may quote, each a loan the product offers. */
export const termExamples = {
  /** The calculator's starting point and the KFS worked example. */
  standard: productTerms.example,
  short: { ...productTerms.example, days: productTerms.tenureDays.min },
  long: { ...productTerms.example, days: productTerms.tenureDays.max },
  small: { amount: 10000, days: productTerms.example.days, rate: 0.5 },
} as const satisfies Record<string, LoanInput>;

function quoteTokens(input: LoanInput): Record<string, string> {
  const q = quoteLoan(input);
  return {
    amount: rupees(input.amount),
    days: String(input.days),
    rate: percent(input.rate),
    annualRate: percent(annualRate(input.rate)),
    dailyInterest: rupees(q.dailyInterest),
    interest: rupees(q.interest),
    fee: rupees(q.processingFee),
    gst: rupees(q.gstOnFee),
    feeAndGst: rupees(q.processingFee + q.gstOnFee),
    net: rupees(q.net),
    repayable: rupees(q.repayable),
    cost: rupees(q.costOfCredit),
    apr: percent(q.apr),
    dayLate: rupees(q.dayLate.total),
    dayLatePenal: rupees(q.dayLate.penalCharge),
  };
}

const t = productTerms;
const feeWithGst = (t.processingFeePercent * (100 + t.gstPercent)) / 100;

export const termTokens: Readonly<Record<string, string>> = {
  'amount.min': rupees(t.amount.min),
  'amount.max': rupees(t.amount.max),
  'amount.minPlain': formatIndianNumber(t.amount.min),
  'amount.maxPlain': formatIndianNumber(t.amount.max),
  'amount.step': rupees(t.amount.step),
  'tenure.min': String(t.tenureDays.min),
  'tenure.max': String(t.tenureDays.max),
  'rate.min': percent(t.dailyRate.min),
  'rate.max': percent(t.dailyRate.max),
  'rate.annualMin': percent(annualRate(t.dailyRate.min)),
  'rate.annualMax': percent(annualRate(t.dailyRate.max)),
  /** The steps a daily rate moves in within and between bands. */
  'rate.step': percent(t.dailyRate.step),
  fee: percent(t.processingFeePercent),
  gst: percent(t.gstPercent),
  feeWithGst: percent(feeWithGst),
  penal: percent(t.penalChargePercentPerDay),
  penalMonth: percent(t.penalChargePercentPerDay * 30),
  bounce: t.bounceCharge === 0 ? 'Nil' : rupees(t.bounceCharge),
  foreclosure: t.foreclosurePercent === 0 ? 'Nil' : percent(t.foreclosurePercent),
  coolingOff: String(t.coolingOffDays),
  'apr.min': percent(aprRange.min),
  'apr.max': percent(aprRange.max),
  ...Object.fromEntries(
    t.riskBands.flatMap((b) => [
      [`band.${b.band}.min`, percent(b.rate.min)],
      [`band.${b.band}.max`, percent(b.rate.max)],
      [`band.${b.band}.annualMin`, percent(annualRate(b.rate.min))],
      [`band.${b.band}.annualMax`, percent(annualRate(b.rate.max))],
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(termExamples).flatMap(([name, input]) =>
      Object.entries(quoteTokens(input)).map(([k, v]) => [`example.${name}.${k}`, v]),
    ),
  ),
};

/** The same tokens for a Hindi page: figures do not change, only the words some tokens are ('Nil'). */
export const termTokensHi: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(termTokens).map(([k, v]) => [k, v === 'Nil' ? 'शून्य' : v]),
);

export const termTokensIn = (locale: 'en' | 'hi') => (locale === 'hi' ? termTokensHi : termTokens);

const TOKEN = /\{\{\s*terms\.([\w.]+)\s*\}\}/g;

/** Replaces every {{terms.*}} token; an unknown one fails with the file and the token named. */
export function fillTermTokens(text: string, file: string, locale: 'en' | 'hi' = 'en'): string {
  const tokens = termTokensIn(locale);
  const unknown = new Set<string>();
  const out = text.replace(TOKEN, (token, path: string) => {
    const value = tokens[path];
    if (value === undefined) unknown.add(token);
    return value ?? token;
  });
  if (unknown.size)
    throw new Error(`${file}: unknown product term token(s) ${[...unknown].join(', ')}`);
  return out;
}
