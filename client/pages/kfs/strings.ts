// The words of the Key Fact Statement's computed rows (RBI KFS circular: Annex A Part 1, Annex B, Annex C) and of
// the page's table headers, apart from the figures they carry: kfs-figures.ts fills in the figures, from the
// product terms, so a translation (strings.hi.ts) can never print another figure.
export const kfsStrings = {
  describeLoan: (amount: string, days: number, rate: string, yearly: string) =>
    `${amount} for ${days} days at ${rate} a day (${yearly} a year)`,
  /** A range with the worked example's own figure beside it, on the standard KFS. */
  withExample: (mine: string, range: string) => `${range}; worked example: ${mine}`,
  days: (days: number) => `${days} days`,
  nil: 'Nil',
  part1: {
    loanNumber: {
      item: 'Loan proposal or account number',
      detail: 'Stated in your sanction letter',
    },
    type: {
      item: 'Type of loan',
      detail:
        'Unsecured salary advance for salaried individuals, repaid in one payment on the due date',
    },
    amount: 'Sanctioned loan amount',
    amountRange: (min: string, max: string, example: string) =>
      `${min} to ${max} (example: ${example})`,
    disbursal: {
      item: 'Disbursal schedule',
      detail: '100% upfront: one payment of the net disbursed amount into your own bank account',
    },
    term: 'Loan term',
    termRange: (min: number, max: number) =>
      `${min} to ${max} days, to your first payday at least ${min} days away`,
    instalments: 'Instalment details',
    instalmentDetail: (repayable: string, personal: boolean, days: number) =>
      `Type: single repayment (bullet). Number of instalments: 1. Amount: ${repayable}${personal ? '' : ' in the worked example'}. Due ${days} days after disbursement`,
    rate: 'Rate of interest and type',
    rateMine: (daily: string, yearly: string) =>
      `${daily} per day (${yearly} a year), fixed, on the loan amount`,
    rateRange: (min: string, max: string, yearlyMin: string, yearlyMax: string) =>
      `${min} to ${max} per day (${yearlyMin} to ${yearlyMax} a year), fixed, set by your risk band`,
    floating: {
      item: 'Additional information for a floating rate',
      detail: 'Not applicable: the rate is fixed',
    },
    fees: {
      item: 'Fees and charges',
      detail: 'See the table below: payable to us, and payable to third parties through us',
    },
    apr: 'Annual percentage rate (APR)',
    range: (min: string, max: string) => `${min} to ${max}`,
    penal: 'Penal charges for delayed payment',
    penalDetail: (penal: string, total: string, interest: string, charge: string) =>
      `${penal} per day of the overdue principal, from the day after the due date; interest at the loan rate also continues on the principal. A charge, not interest: never capitalised, no GST. One day late on this loan: ${total} (${interest} interest + ${charge} penal charge)`,
    bounce: 'Bounce charges',
    foreclosure: 'Foreclosure (early repayment) charges',
    foreclosureNil: 'Nil: repay early and pay interest only for the days used',
    coolingOff: 'Cooling-off period',
    /** The one wording of the exit (shared/cooling-off-words.ts), with this loan's exit on day 2. */
    coolingOffDetail: (days: number, rule: string, example: string) =>
      `${days} days. ${rule} ${example}`,
  },
  fees: {
    us: 'Us (the lender)',
    thirdParties: 'Third parties, through us',
    oneTime: 'One-time',
    none: '-',
    processingFee: (fee: string) => `Processing fee (${fee} of the loan amount)`,
    gst: (gst: string) => `GST at ${gst} on the processing fee (paid over to the Government)`,
    insurance: 'Insurance charges',
    valuation: 'Valuation fees',
    other:
      'Any other: stamp duty on the agreement, where the State levies it (added to the APR of your own KFS if it applies)',
    otherAmount: 'As per State law, if any',
    headers: ['Payable to', 'Fee or charge', 'One-time or recurring', 'Amount'],
  },
  annexB: {
    amount: 'Sanctioned loan amount',
    term: 'Loan term',
    principalInstalments: {
      item: 'Number of instalments for payment of principal',
      detail: '1 (single repayment)',
    },
    emi: {
      item: 'Type, amount and number of equated periodic instalments',
      detail: 'Not applicable: one repayment of principal and interest',
    },
    capitalised: { item: 'Instalments for capitalised interest', detail: 'None' },
    commencement: 'Commencement of repayment after sanction',
    afterDisbursement: (days: number) => `${days} days after disbursement`,
    rateType: { item: 'Interest rate type', detail: 'Fixed' },
    rate: 'Rate of interest',
    rateDetail: (rate: string, yearly: string) =>
      `${rate} per day (${yearly} a year) on the loan amount`,
    interest: 'Total interest over the term',
    fees: 'Fees and charges payable',
    feesUs: 'Payable to us',
    feesUsDetail: (total: string, fee: string, gst: string) =>
      `${total} (processing fee ${fee} + GST ${gst})`,
    feesThird: 'Payable to third parties through us',
    net: 'Net disbursed amount (1 - 6)',
    repayable: 'Total amount to be paid by the borrower (1 + 5)',
    apr: 'Annual percentage rate (APR)',
    schedule: 'Schedule of disbursement',
    scheduleDetail: (net: string) => `${net} in one payment on the day the loan is disbursed`,
    due: 'Due date of payment of principal and interest',
    working: (repayable: string, net: string, days: number, apr: string) =>
      `APR = (total repayable - net disbursed) / net disbursed x 365 / days = (${repayable} - ${net}) / ${net} x 365 / ${days} = ${apr}`,
  },
  rowHeaders: ['No.', 'Parameter', 'Details'],
  annexC: {
    day: (days: number) => `Day ${days}`,
    headers: [
      'Instalment no.',
      'Due',
      'Outstanding principal',
      'Principal',
      'Interest',
      'Instalment',
    ],
  },
  download: {
    heading: (title: string, personal: boolean) =>
      `${title}: ${personal ? 'illustration' : 'standard'}`,
    part1: 'ANNEX A, PART 1: INTEREST RATE AND FEES/CHARGES',
    fees: 'FEES AND CHARGES',
    annexB: 'ANNEX B: COMPUTATION OF APR',
    annexC: 'ANNEX C: REPAYMENT SCHEDULE',
    schedule: (
      no: string,
      due: string,
      opening: string,
      principal: string,
      interest: string,
      instalment: string,
    ) =>
      `Instalment ${no}, ${due}: outstanding principal ${opening}, principal ${principal}, interest ${interest}, instalment ${instalment}`,
    file: 'key-fact-statement.txt',
  },
};
