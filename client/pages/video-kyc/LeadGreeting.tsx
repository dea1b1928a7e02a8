// Greets the borrower by name with the loan their video confirms.
import { formatDateEnGb, formatRupees } from '../../../shared/format.ts';
import type { LeadView } from '../../../shared/schemas/kyc.ts';
import { videoKyc } from '../../content/kyc.ts';
import { greetingCopy as copy } from './strings.ts';

export function LeadGreeting({ lead }: { lead: LeadView }) {
  return (
    <div className="card kyc-greeting">
      <h2>{copy.hello(lead.firstName, lead.surname)}</h2>
      <p>{copy.lead}</p>
      <dl className="kyc-facts">
        <div>
          <dt>{copy.recommended}</dt>
          <dd>{formatRupees(lead.loanRecommended)}</dd>
        </div>
        <div>
          <dt>{copy.repaymentDate}</dt>
          <dd>{formatDateEnGb(lead.repaymentDate)}</dd>
        </div>
        <div>
          <dt>{copy.repaymentAmount}</dt>
          <dd>{formatRupees(lead.repaymentAmount)}</dd>
        </div>
      </dl>
      <p className="kyc-briefing">{videoKyc.briefing}</p>
    </div>
  );
}
