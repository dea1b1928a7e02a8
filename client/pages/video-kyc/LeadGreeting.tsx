// Greets the borrower by name with the loan their video confirms.
import { formatDateEnGb, formatRupees } from '../../../shared/format.ts';
import type { LeadView } from '../../../shared/schemas/kyc.ts';
import { videoKyc } from '../../content/kyc.ts';

export function LeadGreeting({ lead }: { lead: LeadView }) {
  return (
    <div className="card kyc-greeting">
      <h2>
        Hello, {lead.firstName} {lead.surname}
      </h2>
      <p>Your loan is almost ready. Record a short video so we can confirm it is you.</p>
      <dl className="kyc-facts">
        <div>
          <dt>Recommended loan</dt>
          <dd>{formatRupees(lead.loanRecommended)}</dd>
        </div>
        <div>
          <dt>Repayment date</dt>
          <dd>{formatDateEnGb(lead.repaymentDate)}</dd>
        </div>
        <div>
          <dt>Repayment amount</dt>
          <dd>{formatRupees(lead.repaymentAmount)}</dd>
        </div>
      </dl>
      <p className="kyc-briefing">{videoKyc.briefing}</p>
    </div>
  );
}
