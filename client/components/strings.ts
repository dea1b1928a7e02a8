// Words of the shared journey components (the code step, the broken-link panel), in a module of their own so the
// Hindi build can put strings.hi.ts in its place (issue 21).
export const otpStepCopy = {
  label: 'Enter the 6-digit code',
  verify: 'Verify code',
  checking: 'Checking…',
  wait: (seconds: number) => `You can ask for a new code in ${seconds} s.`,
  resend: 'Send a new code',
  changeNumber: 'Change number',
  resent: 'A new code has been sent.',
} as const;

export const linkProblemCopy = {
  invalidTitle: 'This link is not valid',
  helpBefore: 'Need help? Call us on ',
  hoursOpen: ' (',
  helpOr: ') or write to ',
  helpEnd: '.',
  tryAgain: 'Try again',
} as const;

/** Read after a link that opens in a new tab. */
export const newTab = ' (opens in a new tab)';

/** The breadcrumb above every page's title. */
export const breadcrumbCopy = {
  label: 'Breadcrumb',
  home: 'Home',
} as const;
