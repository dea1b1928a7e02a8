// The product's terms: the one place every rate, fee, charge, tenure and amount on the site comes from (the
// calculator, the apply page, the Key Fact Statement, the policies, the FAQ, the blog, GET /api/product-terms).
// Decision 0026 says why these figures and where they depart from SPEC. The APR range is not written here: it
// follows from the rest (aprRange below), so it can never disagree with them.
import { roundApr, singleRepaymentApr } from './apr.ts';

export interface Range {
  min: number;
  max: number;
  step: number;
}

export interface RiskBand {
  band: string;
  /** Daily rate of interest in percent, both ends inclusive. */
  rate: { min: number; max: number };
}

export const productTerms = {
  product: 'Salary advance: an unsecured short-term personal loan repaid in one payment on payday',
  /** Loan amount in rupees. */
  amount: { min: 1500, max: 100000, step: 500 },
  /**
   * Tenure in days: the loan is repaid on the borrower's first payday at least 15 days after disbursement, so a
   * monthly salary puts the due date 15 to 45 days away.
   */
  tenureDays: { min: 15, max: 45, step: 1 },
  /** Rate of interest in percent per day on the loan amount, fixed for the tenure. */
  dailyRate: { min: 0.2, max: 1, step: 0.1 },
  /** The rate bands of the Interest Rate Policy: together they cover dailyRate, no gap and no overlap. */
  riskBands: [
    { band: 'A', rate: { min: 0.2, max: 0.3 } },
    { band: 'B', rate: { min: 0.4, max: 0.5 } },
    { band: 'C', rate: { min: 0.6, max: 0.7 } },
    { band: 'D', rate: { min: 0.8, max: 1 } },
  ] satisfies RiskBand[],
  /** Processing fee in percent of the loan amount: one-time, payable to us, deducted at disbursement. */
  processingFeePercent: 5,
  /** GST in percent, on the processing fee (and on nothing else we charge). */
  gstPercent: 18,
  /**
   * Penal charge in percent per day of the overdue principal, from the day after the due date: a charge, not
   * interest, never capitalised, no GST (it is compensation for delay, not a supply).
   */
  penalChargePercentPerDay: 0.1,
  /** Charge for a dishonoured repayment mandate or instrument, in rupees. */
  bounceCharge: 0,
  /** Foreclosure (early repayment) charge in percent of the outstanding principal. */
  foreclosurePercent: 0,
  /** Days after disbursement in which the borrower may exit paying only principal and interest for the days used. */
  coolingOffDays: 3,
  /** Payable to third parties through us (insurance, valuation): none for this product. */
  thirdPartyCharges: 0,
  /** The loan every page uses as its worked example, and the calculator's starting point. */
  example: { amount: 41000, days: 30, rate: 1 },
} as const;

export type ProductTerms = typeof productTerms;

/** APR in percent of a loan with these terms, before rounding to rupees: the same for every amount. */
function aprOf(days: number, rate: number): number {
  const feeShare = (productTerms.processingFeePercent / 100) * (1 + productTerms.gstPercent / 100);
  return singleRepaymentApr({ net: 1 - feeShare, repayable: 1 + (rate / 100) * days, days });
}

/**
 * The APR range that follows from the terms: lowest at the lowest rate over the longest tenure, highest at the
 * highest rate over the shortest (APR rises with rate and falls with tenure while the fee is fixed). Rounded
 * outward to one decimal, so that a loan's APR after rounding its fee and GST to the paisa stays inside.
 */
export const aprRange = {
  min: Math.floor(aprOf(productTerms.tenureDays.max, productTerms.dailyRate.min) * 10) / 10,
  max: Math.ceil(aprOf(productTerms.tenureDays.min, productTerms.dailyRate.max) * 10) / 10,
} as const;

/** The rate of interest a year, simple: daily rate x 365. Interest policy and KFS quote it beside the daily rate. */
export const annualRate = (dailyRate: number) => roundApr(dailyRate * 365);

export { roundApr };
