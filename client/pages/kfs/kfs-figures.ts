// The rows of the Key Fact Statement (RBI KFS circular, Annex A Part 1, Annex B, Annex C) for one loan, as
// plain data: the page renders them as tables and the download writes them as text, so both say the same.
import { quoteLoan, type LoanInput } from '../../../shared/calculator.ts';
import { formatRupees } from '../../../shared/format.ts';
import { aprRange, productTerms } from '../../../shared/product-terms.ts';
import { percent } from '../../../shared/product-term-tokens.ts';

export type Row = readonly [no: string, item: string, detail: string];

export interface FeeRow {
  payableTo: 'Us (the lender)' | 'Third parties, through us';
  item: string;
  when: 'One-time' | 'Recurring' | '-';
  amount: string;
}

export interface KfsFigures {
  loan: LoanInput;
  personal: boolean;
  part1: Row[];
  fees: FeeRow[];
  annexB: Row[];
  aprWorking: string;
  schedule: {
    no: string;
    due: string;
    opening: string;
    principal: string;
    interest: string;
    instalment: string;
  };
}

const r2 = (v: number) => formatRupees(v, 2);
const t = productTerms;

export const describeLoan = ({ amount, days, rate }: LoanInput) =>
  `${formatRupees(amount)} for ${days} days at ${percent(rate)} a day`;

export function kfsFigures(loan: LoanInput, personal: boolean): KfsFigures {
  const q = quoteLoan(loan);
  const example = personal ? '' : ` (example: ${formatRupees(loan.amount)})`;
  const either = (mine: string, range: string) =>
    personal ? mine : `${range}; worked example: ${mine}`;
  const part1: Row[] = [
    ['1', 'Loan proposal or account number', 'Stated in your sanction letter'],
    [
      '',
      'Type of loan',
      'Unsecured salary advance for salaried individuals, repaid in one payment on the due date',
    ],
    [
      '2',
      'Sanctioned loan amount',
      personal
        ? formatRupees(loan.amount)
        : `${formatRupees(t.amount.min)} to ${formatRupees(t.amount.max)}${example}`,
    ],
    [
      '3',
      'Disbursal schedule',
      '100% upfront: one payment of the net disbursed amount into your own bank account',
    ],
    [
      '4',
      'Loan term',
      either(
        `${loan.days} days`,
        `${t.tenureDays.min} to ${t.tenureDays.max} days, to your first payday at least ${t.tenureDays.min} days away`,
      ),
    ],
    [
      '5',
      'Instalment details',
      `Type: single repayment (bullet). Number of instalments: 1. Amount: ${r2(q.repayable)}${personal ? '' : ' in the worked example'}. Due ${loan.days} days after disbursement`,
    ],
    [
      '6',
      'Rate of interest and type',
      either(
        `${percent(loan.rate)} per day (${percent(loan.rate * 365)} a year), fixed, on the loan amount`,
        `${percent(t.dailyRate.min)} to ${percent(t.dailyRate.max)} per day, fixed, set by your risk band`,
      ),
    ],
    ['7', 'Additional information for a floating rate', 'Not applicable: the rate is fixed'],
    [
      '8',
      'Fees and charges',
      'See the table below: payable to us, and payable to third parties through us',
    ],
    [
      '9',
      'Annual percentage rate (APR)',
      either(percent(q.apr), `${percent(aprRange.min)} to ${percent(aprRange.max)}`),
    ],
    [
      '10 (i)',
      'Penal charges for delayed payment',
      `${percent(t.penalChargePercentPerDay)} per day of the overdue principal, from the day after the due date; interest at the loan rate also continues on the principal. A charge, not interest: never capitalised, no GST. One day late on this loan: ${r2(q.dayLate.total)} (${r2(q.dayLate.interest)} interest + ${r2(q.dayLate.penalCharge)} penal charge)`,
    ],
    ['10 (ii)', 'Bounce charges', t.bounceCharge === 0 ? 'Nil' : formatRupees(t.bounceCharge)],
    [
      '10 (iii)',
      'Foreclosure (early repayment) charges',
      t.foreclosurePercent === 0
        ? 'Nil: repay early and pay interest only for the days used'
        : percent(t.foreclosurePercent),
    ],
    [
      '10 (iv)',
      'Cooling-off period',
      `${t.coolingOffDays} days from disbursement: exit by repaying the principal and the proportionate APR, without any penalty`,
    ],
  ];
  const fees: FeeRow[] = [
    {
      payableTo: 'Us (the lender)',
      item: `Processing fee (${percent(t.processingFeePercent)} of the loan amount)`,
      when: 'One-time',
      amount: r2(q.processingFee),
    },
    {
      payableTo: 'Us (the lender)',
      item: `GST at ${percent(t.gstPercent)} on the processing fee (paid over to the Government)`,
      when: 'One-time',
      amount: r2(q.gstOnFee),
    },
    { payableTo: 'Third parties, through us', item: 'Insurance charges', when: '-', amount: 'Nil' },
    { payableTo: 'Third parties, through us', item: 'Valuation fees', when: '-', amount: 'Nil' },
    {
      payableTo: 'Third parties, through us',
      item: 'Any other: stamp duty on the agreement, where the State levies it (added to the APR of your own KFS if it applies)',
      when: '-',
      amount: 'As per State law, if any',
    },
  ];
  const annexB: Row[] = [
    ['1', 'Sanctioned loan amount', formatRupees(loan.amount)],
    ['2', 'Loan term', `${loan.days} days`],
    ['2 (a)', 'Number of instalments for payment of principal', '1 (single repayment)'],
    [
      '2 (b)',
      'Type, amount and number of equated periodic instalments',
      'Not applicable: one repayment of principal and interest',
    ],
    ['2 (c)', 'Instalments for capitalised interest', 'None'],
    ['2 (d)', 'Commencement of repayment after sanction', `${loan.days} days after disbursement`],
    ['3', 'Interest rate type', 'Fixed'],
    ['4', 'Rate of interest', `${percent(loan.rate)} per day on the loan amount`],
    ['5', 'Total interest over the term', r2(q.interest)],
    ['6', 'Fees and charges payable', r2(q.processingFee + q.gstOnFee)],
    [
      '6 A',
      'Payable to us',
      `${r2(q.processingFee + q.gstOnFee)} (processing fee ${r2(q.processingFee)} + GST ${r2(q.gstOnFee)})`,
    ],
    ['6 B', 'Payable to third parties through us', 'Nil'],
    ['7', 'Net disbursed amount (1 - 6)', r2(q.net)],
    ['8', 'Total amount to be paid by the borrower (1 + 5)', r2(q.repayable)],
    ['9', 'Annual percentage rate (APR)', percent(q.apr)],
    [
      '10',
      'Schedule of disbursement',
      `${r2(q.net)} in one payment on the day the loan is disbursed`,
    ],
    ['11', 'Due date of payment of principal and interest', `${loan.days} days after disbursement`],
  ];
  const aprWorking = `APR = (total repayable - net disbursed) / net disbursed x 365 / days = (${r2(q.repayable)} - ${r2(q.net)}) / ${r2(q.net)} x 365 / ${loan.days} = ${percent(q.apr)}`;
  return {
    loan,
    personal,
    part1,
    fees,
    annexB,
    aprWorking,
    schedule: {
      no: '1',
      due: `Day ${loan.days}`,
      opening: r2(loan.amount),
      principal: r2(loan.amount),
      interest: r2(q.interest),
      instalment: r2(q.repayable),
    },
  };
}

/** The KFS as plain text, for the download: the same rows the page shows. */
export function kfsText(f: KfsFigures, heading: string): string {
  const rows = (rs: readonly Row[]) =>
    rs.map(([n, i, d]) => `${n.padEnd(8)} ${i}: ${d}`).join('\n');
  return [
    heading,
    describeLoan(f.loan),
    '',
    'ANNEX A, PART 1: INTEREST RATE AND FEES/CHARGES',
    rows(f.part1),
    '',
    'FEES AND CHARGES',
    ...f.fees.map((fee) => `${fee.payableTo} | ${fee.item} | ${fee.when} | ${fee.amount}`),
    '',
    'ANNEX B: COMPUTATION OF APR',
    rows(f.annexB),
    f.aprWorking,
    '',
    'ANNEX C: REPAYMENT SCHEDULE',
    `Instalment ${f.schedule.no}, ${f.schedule.due}: outstanding principal ${f.schedule.opening}, principal ${f.schedule.principal}, interest ${f.schedule.interest}, instalment ${f.schedule.instalment}`,
    '',
  ].join('\n');
}
