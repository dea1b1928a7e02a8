// The cooling-off exit's button (the repay page's CoolingOffExit.tsx and My loans' loan card), apart from the
// panel's other words (cooling-off-strings.ts): My loans shows only the button, and its first visit in Hindi stays
// within the 100,000 B budget by loading only this (decision 0165). The Hindi build takes cooling-off-button.hi.ts.

export const coolingOffButtonCopy = {
  payExit: (amount: string) => `Pay ${amount} and leave the loan`,
} as const;
