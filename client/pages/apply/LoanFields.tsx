// The loan asked for and what the applicant earns and already owes each month.
import { formatRupees } from '../../../shared/format.ts';
import { loanAmountBounds } from '../../../shared/schemas/apply.ts';
import { LoanCost } from './LoanCost.tsx';
import { TextField } from './TextField.tsx';
import type { ApplyFormState } from './useApplyForm.ts';

export function LoanFields({ form }: { form: ApplyFormState }) {
  return (
    <>
      <div className="field-grid field-grid-3">
        <TextField
          form={form}
          name="loanAmount"
          label="Loan amount"
          prefix="₹"
          digits
          maxLength={String(loanAmountBounds.max).length}
          hint={`${formatRupees(loanAmountBounds.min)} to ${formatRupees(loanAmountBounds.max)}`}
        />
        <TextField
          form={form}
          name="monthlyIncome"
          label="Monthly income"
          prefix="₹"
          digits
          maxLength={8}
          hint="Your take-home salary"
        />
        <TextField
          form={form}
          name="obligations"
          label="Obligations"
          prefix="₹"
          digits
          maxLength={7}
          optional
          hint="EMIs you already pay each month"
        />
      </div>
      <LoanCost amountText={form.values.loanAmount} />
    </>
  );
}
