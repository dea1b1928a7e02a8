// Version 2: the payment ledger (every transaction we started and how it settled; the 72-hour guard reads it) and
// the log of applications forwarded to the lending API (time, request id, lead id, language; nothing more).
export const sql = `
CREATE TABLE payments (
  txnid text PRIMARY KEY,
  amount text NOT NULL CHECK (amount ~ '^[0-9]+\\.[0-9]{2}$'),
  lead_id text NOT NULL,
  loan_no text NOT NULL,
  language text,
  initiated_at timestamptz NOT NULL,
  outcome text CHECK (outcome IN ('paid', 'failed')),
  location text,
  settled_at timestamptz,
  -- A settlement in progress (verify_payment running) holds this lease; a holder that dies lets it lapse.
  lock_token text,
  locked_until timestamptz
);
CREATE INDEX payments_paid_by_loan ON payments (loan_no, settled_at DESC) WHERE outcome = 'paid';
CREATE INDEX payments_initiated_at ON payments (initiated_at);

CREATE TABLE applications (
  request_id text PRIMARY KEY,
  forwarded_at timestamptz NOT NULL,
  lead_id text,
  language text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('accepted', 'rejected'))
);
CREATE INDEX applications_forwarded_at ON applications (forwarded_at);
`;
