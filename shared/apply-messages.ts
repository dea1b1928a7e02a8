// The apply form's own words (its live rules, the address lists, the submit): SPEC section 5 quoted exactly.
// Apart from shared/messages.ts, so the other forms do not load them; the server says some of them too.

export const applyMessages = {
  mobileTyping: 'Enter 10-digit number',
  obligationsNumeric: 'Obligations must be numeric',
  statesFailed: 'Failed to fetch states',
  statesNetwork: 'Could not load states',
  submitFailed: 'Submit failed',
  tryAgain: 'Try again',
} as const;

/** A list (cities, pincodes) that did not arrive: said plainly, never as 'none available'. */
export const listFailed = (what: string) =>
  `We could not load the ${what}. Check your connection and try again.`;
