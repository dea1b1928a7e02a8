// A closed loan's no-dues certificate, in the one wording of shared/no-dues-certificate.ts.
import type { LoanDocument } from '../../../../shared/schemas/my-loans.ts';
import { formatDateEnGb } from '../../../../shared/format.ts';
import { noDuesCertificate as c } from '../../../../shared/no-dues-certificate.ts';

type NoDues = Extract<LoanDocument, { kind: 'no-dues' }>;

export function NoDuesCertificate({ document: d }: { document: NoDues }) {
  const closedOn = d.closedOn === null ? c.closedUnknown : formatDateEnGb(d.closedOn);
  return (
    <>
      <p className="document-issuer">{c.registered}</p>
      <p className="document-address">{c.address}</p>
      <p className="certificate-body">{c.body(d.name, d.loanNumber, closedOn)}</p>
      <p>{c.bureau}</p>
      <p>{c.issuedOn(formatDateEnGb(d.issuedOn))}</p>
      <p className="document-note">{c.electronic}</p>
    </>
  );
}
