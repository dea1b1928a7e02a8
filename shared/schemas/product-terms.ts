// GET /api/product-terms: the product's terms as the calculator, the apply page and outside tools read them.
import { z } from 'zod';

const range = z.object({ min: z.number(), max: z.number(), step: z.number().positive() });
const money = z.number().nonnegative();

export const productTermsResponseSchema = z.object({
  product: z.string(),
  amount: range.describe('Loan amount in rupees'),
  tenureDays: range.describe('Tenure in days: one repayment on the due date'),
  dailyRate: range.describe('Rate of interest in percent per day on the loan amount, fixed'),
  riskBands: z.array(
    z.object({ band: z.string(), rate: z.object({ min: z.number(), max: z.number() }) }),
  ),
  processingFeePercent: z.number().describe('Percent of the loan amount, one-time, deducted'),
  gstPercent: z.number().describe('GST in percent on the processing fee'),
  penalChargePercentPerDay: z.number().describe('Percent of the overdue principal per day'),
  bounceCharge: money.describe('Rupees'),
  foreclosurePercent: z.number(),
  coolingOffDays: z.number().int(),
  thirdPartyCharges: money,
  aprRange: z
    .object({ min: z.number(), max: z.number() })
    .describe('Percent on the net disbursed amount; follows from the terms above'),
  example: z.object({
    input: z.object({ amount: z.number(), days: z.number(), rate: z.number() }),
    quote: z.object({
      dailyInterest: money,
      interest: money,
      processingFee: money,
      gstOnFee: money,
      net: money,
      repayable: money,
      costOfCredit: money,
      apr: z.number(),
      dayLate: z.object({ interest: money, penalCharge: money, total: money }),
    }),
  }),
});

export type ProductTermsResponse = z.output<typeof productTermsResponseSchema>;
