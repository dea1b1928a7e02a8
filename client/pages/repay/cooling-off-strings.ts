// The words of the cooling-off exit on the repay page (CoolingOffExit.tsx); the Hindi build takes
// cooling-off-strings.hi.ts. Every figure is the server's, worked out by shared/cooling-off.ts.
import { site } from '../../../shared/site.ts';

export const coolingOffCopy = {
  heading: 'You can still leave this loan without a penalty',
  today: (day: number, lastDay: string) =>
    `Today is day ${day} of your loan. Until ${lastDay}, the end of its cooling-off period, you can leave it:`,
  exitAmount: 'To leave today, you pay',
  received: 'What reached your account',
  interest: (day: number) => `Interest for ${day} day${day === 1 ? '' : 's'}`,
  waived: 'Processing fee and GST, which we do not keep',
  how: (loanNumber: string) =>
    `To leave, tell us by phone on ${site.phone} or by e-mail to ${site.email}, then pay this amount to one of our bank accounts below, quoting loan number ${loanNumber}. Pay Now pays the full amount due and keeps the loan as agreed.`,
} as const;
