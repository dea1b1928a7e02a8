// Words on the Repay Your Loan page (the bank accounts themselves live in site.ts).
import { otpMessages } from '../../shared/otp-messages.ts';
import { site } from '../../shared/site.ts';

/** How long the lending API may take to show a payment we verified (its end-of-day settlement, with margin). */
export const paymentReflectHours = 48;

export const repayContent = {
  title: 'Repay Your Loan',
  intro:
    'Find your loan by mobile number or PAN and pay online, or transfer to one of our bank accounts.',
  lookup: {
    heading: 'Find your loan',
    text: 'Enter the mobile number or PAN you applied with to see the amount due and pay it online.',
    label: 'Mobile number or PAN',
    placeholder: 'e.g. 9810012345 or ABCPE1234F',
    submit: 'Search',
    searching: 'Searching...',
    /** The code step (issue 16): the same words whether or not the number or PAN is a customer's. */
    codeSent: otpMessages.otpSentRepay,
    changeIdentifier: 'Use another number or PAN',
    noCode: `No code within a minute, or no mobile number registered with your loan? Call us on ${site.phone} and we will help you pay.`,
  },
  /** Shown under the search box. */
  points: [
    {
      icon: 'shield-lock',
      title: 'Secure online payment',
      text: 'You pay on our payment partner’s page; we never see your card or bank login.',
    },
    {
      icon: 'rupee',
      title: 'UPI, card or net banking',
      text: 'The amount due comes from your loan account, so there is nothing to type.',
    },
    {
      icon: 'check-circle',
      title: 'Confirmed once the bank confirms',
      text: 'You see your transaction ID as soon as the payment is verified.',
    },
  ],
  result: {
    caption: 'Your loan',
    payNow: 'Pay Now',
    payHint: 'You will pay securely on our payment partner’s page by UPI, card or net banking.',
    nothingDue: 'There is nothing to pay on this loan right now.',
    /** Issue 19 item 1: a verified payment the lending API may not show yet. */
    paymentReceived: (amount: string, date: string, txnid: string) =>
      `Payment of ${amount} received on ${date} (transaction ${txnid}); it may take up to ${paymentReflectHours} hours to reflect.`,
    paidNotice:
      'Please do not pay again for this loan. If the amount due still shows after that, call us and quote the transaction.',
    /** Issue 19 item 5. */
    overdueNoBreakdown: 'includes charges for late payment; call us for a breakdown',
  },
  notices: {
    failed: {
      title: 'Your payment was not completed',
      text: 'No payment was recorded for this attempt. You can search for your loan and press Pay Now to try again.',
      action: 'Try again',
    },
    pending: {
      title: 'Your payment is waiting for confirmation',
      text: `The bank has not confirmed this payment yet, so please do not pay again for now. If money has left your account, it will be matched to your loan; for help write to ${site.email}.`,
      action: 'Search again',
    },
  },
  /** A shared phone (issue 41): a loan opened earlier on this device is shown only when asked for. */
  session: {
    resumeTitle: 'A loan was opened on this device in the last 15 minutes',
    resumeText:
      'If it is yours, show it again. If not, end that session: nothing of it is shown and the next search needs its own code.',
    resume: 'Show my loan',
    ended: {
      title: 'Session ended',
      text: 'This device no longer shows that loan. To see a loan again, search for it and type the code sent to its registered mobile.',
    },
  },
  /** /order-confirmation (docs/decisions/0016). */
  confirmation: {
    transactionId: 'Transaction ID',
    loanNumber: 'Loan number',
    amountPaid: 'Amount paid',
    paidFor: 'Paid for',
    coolingOffExit:
      'Leaving the loan in its cooling-off period: the loan is closed with this payment',
    /** Shown for a link that shows no verified payment, instead of the thank-you. */
    unknown: {
      title: 'Payment details not available',
      text: 'We could not find a confirmed payment for this link, so we cannot show its details here. If money has left your account, it will be matched to your loan.',
    },
  },
  banks: {
    heading: 'Pay by bank transfer or UPI',
    text: 'Transfer the amount due by NEFT, IMPS or RTGS to either account below, or scan the QR code with any UPI app. Write your loan number in the remarks so we can match your payment.',
    qrCaption: 'Scan with any UPI app',
    openUpiApp: 'Open in a UPI app',
  },
} as const;
