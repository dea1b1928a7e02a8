// The loan asked for and what the applicant earns and already owes each month.
import { formatRupees } from '../../../shared/format.ts';
import { loanAmountBounds } from '../../../shared/apply-terms.ts';
import { LoanCost } from './LoanCost.tsx';
import { TextField } from './TextField.tsx';
import type { ApplyFormState } from './useApplyForm.ts';
import { fieldCopy } from './strings.ts';

export function LoanFields({ form }: { form: ApplyFormState }) {
  return (
    <>
      <div className="field-grid field-grid-3">
        <TextField
          form={form}
          name="loanAmount"
          label={fieldCopy.loanAmount}
          prefix="₹"
          digits
          maxLength={String(loanAmountBounds.max).length}
          hint={fieldCopy.loanAmountHint(
            formatRupees(loanAmountBounds.min),
            formatRupees(loanAmountBounds.max),
          )}
        />
        <TextField
          form={form}
          name="monthlyIncome"
          label={fieldCopy.monthlyIncome}
          prefix="₹"
          digits
          maxLength={8}
          hint={fieldCopy.monthlyIncomeHint}
        />
        <TextField
          form={form}
          name="obligations"
          label={fieldCopy.obligations}
          prefix="₹"
          digits
          maxLength={7}
          optional
          hint={fieldCopy.obligationsHint}
        />
      </div>
      <LoanCost amountText={form.values.loanAmount} />
    </>
  );
}
