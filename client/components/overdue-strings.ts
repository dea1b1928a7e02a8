// Why an overdue loan's amount due is higher, in words: the repay page's result and My loans' card say it alike.
// Hindi: overdue-strings.hi.ts, which the Hindi build puts in place of this module.
export const overdueCopy = {
  title: 'Why the amount due is higher',
  principalInterest: (amount: string) => `principal and interest due ${amount}`,
  penalCharges: (amount: string) => `penal charges ${amount}`,
  daysOverdue: (days: number) => `${days} day${days === 1 ? '' : 's'} overdue`,
  amountDue: (amount: string) => `Amount due ${amount}: `,
  joiner: '; ',
  end: '.',
} as const;
