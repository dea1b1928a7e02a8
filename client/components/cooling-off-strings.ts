// The words of the cooling-off exit on the repay page (CoolingOffExit.tsx; its button's are cooling-off-button.ts);
// the Hindi build takes cooling-off-strings.hi.ts. Every figure is the server's, worked out by shared/cooling-off.ts.
import { site } from '../../shared/site.ts';
import { paymentReflectHours } from '../content/repay.ts';

export const coolingOffCopy = {
  heading: 'You can still leave this loan without a penalty',
  today: (day: number, lastDay: string) =>
    `Today is day ${day} of your loan. Until ${lastDay}, the end of its cooling-off period, you can leave it:`,
  exitAmount: 'To leave today, you pay',
  received: 'What reached your account',
  interest: (day: number) => `Interest for ${day} day${day === 1 ? '' : 's'}`,
  waived: 'Processing fee and GST, which we do not keep',
  how: (loanNumber: string) =>
    `The button pays exactly this amount on our payment partner’s page, by UPI, card or net banking, and the loan is closed with it: there is nothing else to do. You may instead pay it to one of our bank accounts below, quoting loan number ${loanNumber}, after telling us by phone on ${site.phone} or by e-mail to ${site.email}. Pay Now pays the full amount due and keeps the loan as agreed.`,
  paid: (amount: string, date: string, txnid: string) =>
    `You left this loan in its cooling-off period: ${amount} received on ${date} (transaction ${txnid}). It may take up to ${paymentReflectHours} hours to show as closed.`,
} as const;
