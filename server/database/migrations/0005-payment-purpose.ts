// Version 5: what a payment is for (issue 45): the amount due, or leaving the loan inside its cooling-off period
// at the exit amount. Every payment before it paid the amount due.
export const sql = `
ALTER TABLE payments ADD COLUMN purpose text NOT NULL DEFAULT 'due'
  CHECK (purpose IN ('due', 'cooling-off-exit'));
`;
