// Payment thank-you (SPEC section 2; docs/decisions/0016). The plain route shows SPEC's check mark, 'Thank You!'
// and message. The verified success callback links here with ?txnid=…&sig=…; the transaction ID, the loan it paid
// and the amount are shown only when the server found that payment verified paid and wrote it into the page
// (client/page-data.tsx), the loan number from our ledger (issue 46: My loans pays any of a borrower's loans).
// Any other link (forged, edited, failed, pending, expired) gets a neutral notice, not a thank-you: nothing the URL
// says is shown as paid.
import { useQuery } from '../../hooks/useQuery.ts';
import { Link } from '../../components/Link.tsx';
import { LinkProblem } from '../../components/LinkProblem.tsx';
import { SuccessPanel } from '../../components/SuccessPanel.tsx';
import { EndSession } from '../../components/EndSession.tsx';
import { usePageData } from '../../page-data.tsx';
import { repayContent } from '../../content/repay.ts';
import { messages } from '../../../shared/messages.ts';
import { pageMessages } from '../../../shared/page-messages.ts';
import { formatRupees } from '../../../shared/format.ts';
import type { ConfirmedPayment } from '../../../shared/schemas/payment.ts';
import type { PageDataSchema } from '../../lazy-page.tsx';

const copy = repayContent.confirmation;

/** The payment the server verified (decision 0016), read with its shared schema before the page hydrates. */
export const pageDataSchema: PageDataSchema = () =>
  import('../../../shared/schemas/payment.ts').then((m) => m.confirmedPaymentSchema);

export default function OrderConfirmationPage() {
  const params = useQuery();
  // In the browser, parsed with pageDataSchema before the page hydrated: nothing in the DOM is taken on trust.
  const verified = usePageData<ConfirmedPayment>();
  const txnid = params.get('txnid');

  if (txnid === null && !params.has('sig'))
    return (
      <SuccessPanel title={pageMessages.orderThanksTitle}>
        <p>{pageMessages.orderThanksMessage}</p>
      </SuccessPanel>
    );

  if (verified && verified.txnid === txnid)
    return (
      <SuccessPanel title={pageMessages.orderThanksTitle}>
        <p>{pageMessages.orderThanksMessage}</p>
        <dl className="status-details">
          <dt>{copy.transactionId}</dt>
          <dd>{verified.txnid}</dd>
          <dt>{copy.loanNumber}</dt>
          <dd>{verified.loanNumber}</dd>
          <dt>{copy.amountPaid}</dt>
          <dd>{formatRupees(Number(verified.amount), 2)}</dd>
          {verified.purpose === 'cooling-off-exit' ? (
            <>
              <dt>{copy.paidFor}</dt>
              <dd>{copy.coolingOffExit}</dd>
            </>
          ) : null}
        </dl>
        {/* The server ended the repay session with this answer; this also makes the tab forget its search. */}
        <EndSession />
      </SuccessPanel>
    );

  return (
    <section className="section">
      <div className="container">
        <LinkProblem title={copy.unknown.title} message={copy.unknown.text} page>
          <div className="link-problem-actions">
            <Link className="btn btn-primary" to="/">
              {messages.goHome}
            </Link>
            <Link className="btn btn-outline" to="/repay-loan">
              {repayContent.title}
            </Link>
          </div>
        </LinkProblem>
      </div>
    </section>
  );
}
