// Beside the amount: what that amount costs (fee, GST, net credit, repayable, APR), recomputed as it is typed,
// with the product's terms (shared/calculator.ts). The Fair Practice Code promises these before applying.
import { quoteLoan } from '../../../shared/calculator.ts';
import { formatRupees } from '../../../shared/format.ts';
import { productTerms } from '../../../shared/product-terms.ts';
import { loanAmountBounds } from '../../../shared/apply-terms.ts';
import { applyCostCopy as copy } from '../../content/apply-cost.ts';
import { useCostBasis } from './carried-loan.ts';

export function LoanCost({ amountText }: { amountText: string }) {
  const basis = useCostBasis();
  const amount = /^\d{1,9}$/.test(amountText) ? Number(amountText) : Number.NaN;
  const inRange = amount >= loanAmountBounds.min && amount <= loanAmountBounds.max;
  const quote = inRange ? quoteLoan({ amount, days: basis.days, rate: basis.rate }) : undefined;
  const rupees = (v: number) => formatRupees(v, 2);
  return (
    <section className="loan-cost" aria-labelledby="loan-cost-title" aria-live="polite">
      <h3 id="loan-cost-title">{copy.title}</h3>
      {quote ? (
        <>
          <p className="loan-cost-basis">
            {basis.fromCalculator
              ? copy.basisCalculator(basis.days, basis.rate)
              : copy.basisDefault(basis.days, basis.rate)}
          </p>
          <dl>
            <div>
              <dt>
                {copy.fee} ({productTerms.processingFeePercent}% + {productTerms.gstPercent}% GST)
              </dt>
              <dd data-testid="cost-fee">{rupees(quote.processingFee + quote.gstOnFee)}</dd>
            </div>
            <div>
              <dt>{copy.net}</dt>
              <dd data-testid="cost-net">{rupees(quote.net)}</dd>
            </div>
            <div>
              <dt>{copy.repayable}</dt>
              <dd data-testid="cost-repayable">{rupees(quote.repayable)}</dd>
            </div>
            <div>
              <dt>{copy.apr}</dt>
              <dd data-testid="cost-apr">{quote.apr.toFixed(2)}%</dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="loan-cost-basis">
          {copy.empty(formatRupees(loanAmountBounds.min), formatRupees(loanAmountBounds.max))}
        </p>
      )}
    </section>
  );
}
