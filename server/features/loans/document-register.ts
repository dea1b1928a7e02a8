// The register of documents we issued (issue 46): a row per reference, written when My loans first shows the
// document, read by /verify-document. It holds what the printed copy itself says, nothing more.
import type { Database } from '../../database/database.ts';
import type { DocumentKind } from '../../../shared/schemas/my-loans.ts';

export interface IssuedDocument {
  ref: string;
  kind: DocumentKind;
  loanNo: string;
  txnid?: string;
  /** Two decimals: a receipt's amount paid, a KFS's loan amount. */
  amount?: string;
  /** YYYY-MM-DD: paid on, disbursed on, closed on. */
  documentDate?: string;
}

export interface RegisteredDocument extends IssuedDocument {
  issuedAt: Date;
}

export class DocumentRegister {
  constructor(private readonly db: Database) {}

  /** Records the documents not yet in the register; one already there keeps its first issue date. */
  async issue(documents: readonly IssuedDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const values: unknown[] = [];
    const rows = documents.map((d, i) => {
      values.push(
        d.ref,
        d.kind,
        d.loanNo,
        d.txnid ?? null,
        d.amount ?? null,
        d.documentDate ?? null,
      );
      const n = i * 6;
      return `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}::date, now())`;
    });
    await this.db.query(
      `INSERT INTO loan_documents (ref, kind, loan_no, txnid, amount, document_date, issued_at)
       VALUES ${rows.join(', ')} ON CONFLICT (ref) DO NOTHING`,
      values,
    );
  }

  async find(ref: string): Promise<RegisteredDocument | undefined> {
    const { rows } = await this.db.query<{
      ref: string;
      kind: DocumentKind;
      loan_no: string;
      txnid: string | null;
      amount: string | null;
      document_date: string | Date | null;
      issued_at: Date;
    }>(
      `SELECT ref, kind, loan_no, txnid, amount, to_char(document_date, 'YYYY-MM-DD') AS document_date, issued_at
       FROM loan_documents WHERE ref = $1`,
      [ref],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      ref: row.ref,
      kind: row.kind,
      loanNo: row.loan_no,
      issuedAt: row.issued_at,
      ...(row.txnid ? { txnid: row.txnid } : {}),
      ...(row.amount ? { amount: row.amount } : {}),
      ...(row.document_date ? { documentDate: String(row.document_date) } : {}),
    };
  }
}
