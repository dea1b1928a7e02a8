// The consent a borrower gives on My loans for due-date reminders (issue 46): the page shows it beside the box, and
// the server records this very wording with the request (English here, Hindi in the .hi.ts sibling, which the server
// also imports to record what a Hindi reader ticked).
export const reminderConsent = {
  label:
    'I agree that Rupeeflow may send me an SMS reminder about this loan three days and one day before its due date, between 8 am and 7 pm, to my registered mobile number. I can withdraw this on this page at any time.',
} as const;
