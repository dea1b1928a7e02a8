// The verified payments of loans, read from the payment ledger (issue 46: a borrower's payment history and receipts).
// The repay feature writes the ledger; any feature may read what it settled. Only payments the gateway verified paid
// are history: a started, failed or unsettled transaction is not a payment.
import type { Queryable } from '../database/database.ts';

/** How long a verified payment stands in for the lending API's not yet reflecting it (issue 19 item 1): 72 hours. */
export const RECENT_PAYMENT_MS = 72 * 60 * 60 * 1000;

export interface VerifiedPayment {
  txnid: string;
  leadId: string;
  loanNo: string;
  /** Two decimals, as initiated and verified. */
  amount: string;
  paidAt: Date;
}

/** Every verified payment of these loans, newest first. */
export async function verifiedPayments(
  db: Queryable,
  loanNos: readonly string[],
): Promise<VerifiedPayment[]> {
  if (loanNos.length === 0) return [];
  const { rows } = await db.query<{
    txnid: string;
    lead_id: string;
    loan_no: string;
    amount: string;
    settled_at: Date;
  }>(
    `SELECT txnid, lead_id, loan_no, amount, settled_at FROM payments
     WHERE loan_no = ANY($1::text[]) AND outcome = 'paid' AND settled_at IS NOT NULL
     ORDER BY settled_at DESC LIMIT 500`,
    [loanNos],
  );
  return rows.map((r) => ({
    txnid: r.txnid,
    leadId: r.lead_id,
    loanNo: r.loan_no,
    amount: r.amount,
    paidAt: r.settled_at,
  }));
}

/** Whether the loan has a verified payment settled after `since`. */
export async function paidSince(db: Queryable, loanNo: string, since: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM payments WHERE loan_no = $1 AND outcome = 'paid' AND settled_at >= $2 LIMIT 1`,
    [loanNo, since],
  );
  return (rowCount ?? 0) > 0;
}
