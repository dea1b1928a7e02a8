// The words of My loans (issue 46). Hindi: strings.hi.ts, which the Hindi build puts in place of this module.
export const myLoansCopy = {
  title: 'My loans',
  intro: 'Every loan of yours with us, what you paid and when, and the documents you are owed.',
  greeting: (name: string, maskedMobile: string) =>
    `Hello ${name}. These are the loans registered to your mobile ${maskedMobile}.`,
  noSession: {
    title: 'Verify your mobile number first',
    text: 'Your loans are shown only after you type the one-time code we send to your registered mobile number. The code is valid for one session of 15 minutes.',
    action: 'Find my loan',
  },
  unavailable:
    'We could not fetch your loans from our lending system just now. Please try again in a few minutes.',
  loanHeading: (loanNumber: string) => `Loan ${loanNumber}`,
  rows: {
    loanNumber: 'Loan number',
    amount: 'Loan amount',
    disbursedOn: 'Disbursed on',
    dueOn: 'Due date',
    closedOn: 'Closed on',
    amountDue: 'Amount due',
    repaymentAmount: 'Repayment amount',
    status: 'Status',
  },
  notGiven: 'Not given by our lending system',
  statuses: {
    Disbursed: 'Active: repayment due on the due date',
    Overdue: 'Overdue',
    Closed: 'Closed: fully repaid',
    Active: 'Active',
  } as Readonly<Record<string, string>>,
  /** An overdue loan with no breakdown from the lending API (the rest: components/overdue-strings.ts). */
  overdueNoBreakdown: (penalPercent: string) =>
    `it includes interest and the penal charge of ${penalPercent} of the principal a day since the due date. Call us for the breakdown`,
  coolingOff: (lastDay: string, amount: string) =>
    `You are inside the cooling-off period until ${lastDay}: leaving the loan today costs ${amount}, with no penalty: the button below pays exactly that and closes the loan. Pay Now pays the full amount due and keeps the loan as agreed.`,
  payNow: 'Pay Now',
  payHint: 'You pay on our payment partner’s secure page. The amount is the amount due above.',
  otherLoanDue:
    'To pay this loan, use the bank accounts or UPI on the Repay page and write the loan number in the remarks, or call us.',
  recentPayment: (amount: string, date: string) =>
    `We received your payment of ${amount} on ${date}. Our lending system may take up to 72 hours to show it; meanwhile no second payment is asked for.`,
  nothingDue: 'Nothing is due on this loan.',
  paymentsHeading: 'Payments received',
  noPayments: 'No payment through our website is recorded for this loan.',
  paymentColumns: {
    date: 'Date',
    amount: 'Amount',
    txnid: 'Transaction ID',
    method: 'Method',
    receipt: 'Receipt',
  },
  method: 'Online, through our payment gateway',
  receiptLink: 'Receipt',
  receiptLabel: (txnid: string) => `Receipt for payment ${txnid}`,
  documentsHeading: 'Documents',
  kfsLink: 'Key Fact Statement',
  noDuesLink: 'No-dues certificate',
  documentNote:
    'Each document opens as a page you can print or save as PDF. It carries a reference anyone can check on our website.',
  reminder: {
    heading: 'Due-date reminder',
    intro: 'We can send you an SMS three days and one day before the due date.',
    ask: 'Send me reminders',
    asked: 'Reminders are on for this loan.',
    sent: (count: number) =>
      count === 0
        ? 'None has been sent yet.'
        : `${count} reminder${count === 1 ? '' : 's'} sent so far.`,
    withdraw: 'Stop reminders',
    unavailable:
      'Reminders can be asked for only while a payment is due and the due date is at least a day away.',
  },
  notices: {
    asked:
      'Reminders are on. We will send them between 8 am and 7 pm, and never once the loan is paid.',
    withdrawn: 'Reminders are off. We have deleted your mobile number from the reminder list.',
    'consent-needed': 'Tick the consent box to turn reminders on.',
    unavailable: 'That loan cannot have reminders now.',
  } as Readonly<Record<string, string>>,
  loading: 'Loading your loans…',
  repayLink: 'Go to Repay Your Loan',
} as const;
