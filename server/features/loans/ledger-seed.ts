// On the sandbox only: the sample borrowers' earlier payments written into our payment ledger (issue 46), dated back
// from this start, so My loans has a history, receipts and a closed loan's certificate to show. Written again at
// every start (same txnid), so "paid yesterday" stays yesterday.
import type { Database } from '../../database/database.ts';
import type { SeedPayment } from '../../upstreams/sandbox/seed/index.ts';

export async function seedLedger(db: Database, payments: readonly SeedPayment[], now: number) {
  for (const p of payments) {
    const settledAt = new Date(now - p.hoursAgo * 3_600_000);
    await db.query(
      `INSERT INTO payments (txnid, amount, lead_id, loan_no, language, initiated_at, outcome, location, settled_at)
       VALUES ($1, $2, $3, $4, 'en', $5, 'paid', '/order-confirmation', $6)
       ON CONFLICT (txnid) DO UPDATE SET initiated_at = EXCLUDED.initiated_at, settled_at = EXCLUDED.settled_at,
         outcome = 'paid'`,
      [p.txnid, p.amount, p.lead_id, p.loan_no, new Date(settledAt.getTime() - 120_000), settledAt],
    );
  }
}
