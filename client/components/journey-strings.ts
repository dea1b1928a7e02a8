// Words only the journey pages with personal data load (issue 41), apart from strings.ts, which every page's first
// load carries: "Not you? / I'm done".

/** "Not you? / I'm done" (issue 41): on every page that shows someone's loan or payment. */
export const endSessionCopy = {
  lead: 'On a shared phone or computer?',
  button: 'Not you? / I’m done',
  hint: 'Ends this session on this device at once: the next person needs a code of their own.',
} as const;
