// Copy of the Key Fact Statement page (client/pages/kfs): labels of the RBI format's rows and the page's actions.
// Its figures come from the product terms (shared/product-terms.ts) through shared/calculator.ts.
export const kfsCopy = {
  standardNotice: (example: string) =>
    `This is our standard Key Fact Statement: ranges that apply to every borrower, with ${example} worked through in Annex B and Annex C.`,
  personalNotice: (loan: string) =>
    `Illustration for the loan you chose in the calculator: ${loan}. Your personalised KFS, sent before you sign, states the figures of your own loan.`,
  backToStandard: 'Show the standard KFS',
  print: 'Print or save as PDF',
  download: 'Download as text',
  part1: {
    id: 'annex-a-part-1',
    title: '2. Annex A, Part 1: Interest Rate and Fees/Charges',
    caption: 'Annex A, Part 1 - Interest rate and fees/charges',
  },
  annexB: {
    id: 'annex-b-apr-illustration',
    title: '4. Annex B: Illustration for Computation of APR',
    caption: 'Annex B - Computation of APR for the loan',
  },
  annexC: {
    id: 'annex-c-repayment-schedule',
    title: '5. Annex C: Repayment Schedule',
    caption: 'Annex C - Repayment schedule',
  },
  feesCaption: 'Fees and charges, by whom they are payable',
} as const;
