// The words the home page's components write around its content (client/content/home.ts): the calculator's units
// and accessible names, and the screen-reader step numbers, so the Hindi build can put strings.hi.ts in place.
export const homeUi = {
  heroLabel: 'Highlights',
  step: (number: string) => `Step ${number}: `,
  /** Between a slider's lowest and highest value, for screen readers. */
  rangeTo: ' to ',
  /** The number box's accessible name: 'Loan Amount in rupees'. */
  inUnit: (label: string, unit: string) => `${label} in ${unit}`,
  days: (days: number) => `${days} days`,
  daysSuffix: 'days',
  rateSuffix: '% a day',
  /** The daily rate's rate a year, under the rate slider. */
  perYear: (percent: number) => `= ${percent}% a year`,
  dayLateNote: (interest: string, penal: string, percent: number) =>
    `${interest} interest + ${penal} penal charge (${percent}% a day)`,
} as const;
