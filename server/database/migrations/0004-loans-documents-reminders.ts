// Version 4 (issue 46, My loans): the register of documents we issued a borrower (a receipt, a Key Fact Statement, a
// no-dues certificate), which /verify-document reads, and the due-date reminders borrowers asked for. Numbered 4
// beside issue 43's version 3 (the outbox), which another branch adds.
export const sql = `
CREATE TABLE loan_documents (
  -- The signed reference printed on the document (server/features/loans/document-reference.ts): no personal data.
  ref text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('receipt', 'kfs', 'no-dues')),
  loan_no text NOT NULL,
  txnid text,
  -- A receipt: the amount paid; a KFS: the loan amount; a no-dues certificate: none.
  amount text CHECK (amount IS NULL OR amount ~ '^[0-9]+\\.[0-9]{2}$'),
  -- A receipt: the day it was paid; a KFS: the day the loan was disbursed; a certificate: the day the loan closed.
  document_date date,
  issued_at timestamptz NOT NULL
);

CREATE TABLE loan_reminders (
  loan_no text PRIMARY KEY,
  lead_id text NOT NULL,
  -- Cleared when the borrower withdraws; the row stays so a reminder already sent is never sent again.
  mobile text,
  due_date date NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'hi')),
  -- The consent the borrower gave on the page, as worded when they ticked it.
  consent_text text NOT NULL,
  requested_at timestamptz NOT NULL,
  withdrawn_at timestamptz,
  sent_3d_at timestamptz,
  sent_1d_at timestamptz,
  -- Why no more reminders go: 'paid' once the loan was paid.
  stopped text CHECK (stopped IN ('paid'))
);
CREATE INDEX loan_reminders_due ON loan_reminders (due_date) WHERE mobile IS NOT NULL AND stopped IS NULL;
`;
