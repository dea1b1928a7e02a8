// A payment receipt: what was received, when, by which transaction, for which loan.
import type { LoanDocument } from '../../../../shared/schemas/my-loans.ts';
import { formatDateEnGb, formatRupees } from '../../../../shared/format.ts';
import { todayIso } from '../../../../shared/india-date.ts';
import { site } from '../../../../shared/site.ts';
import { documentCopy as t } from './strings.ts';
import { RowTable } from '../../../components/RowTable.tsx';

type Receipt = Extract<LoanDocument, { kind: 'receipt' }>;

export function Receipt({ document: d }: { document: Receipt }) {
  const rows: Array<[string, string]> = [
    [t.receipt.name, d.name],
    [t.receipt.loanNumber, d.loanNumber],
    [t.receipt.amount, formatRupees(d.amount, 2)],
    [t.receipt.paidAt, formatDateEnGb(todayIso(new Date(d.paidAt)))],
    [t.receipt.txnid, d.txnid],
    [t.receipt.method, t.receipt.methodGateway],
  ];
  return (
    <>
      <p className="document-issuer">{site.legalName}</p>
      <p>{t.receipt.intro(site.legalName)}</p>
      <RowTable className="document-table" rows={rows} />
      <p className="document-note">{t.receipt.note}</p>
    </>
  );
}
