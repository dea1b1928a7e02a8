// saveLendingPage's checks as the real API makes them, answering with its HTML-tagged Messages.
import { anyPanPattern } from '../../../shared/field-rules.ts';
import { findCustomer } from './seed/index.ts';

const REQUIRED = [
  'loan_amount',
  'monthly_income',
  'first_name',
  'pan',
  'dob',
  'gender',
  'mobile',
  'email_personal',
  'state_id',
  'city',
  'pin',
  'term_and_condition',
] as const;

const MOBILE = /^\d{10}$/;

function present(value: unknown): boolean {
  return value !== undefined && value !== null && String(value).trim() !== '';
}

/** The Message of a refusal, or undefined when the application is acceptable. */
export function refusalOf(
  body: Record<string, unknown>,
  appliedPans: ReadonlySet<string>,
): string | undefined {
  for (const field of REQUIRED) {
    if (!present(body[field])) return `<p>The <b>${field}</b> field is required.</p>`;
  }
  const pan = String(body.pan).trim().toUpperCase();
  if (!anyPanPattern.test(pan)) return '<p>Please enter a valid <b>PAN</b> number.</p>';
  if (!MOBILE.test(String(body.mobile).trim()))
    return '<p>Please enter a valid 10 digit <b>mobile</b> number.</p>';
  if (present(body.alternate_mobile) && !MOBILE.test(String(body.alternate_mobile).trim())) {
    return '<p>Please enter a valid 10 digit <b>alternate mobile</b> number.</p>';
  }
  if (!['MALE', 'FEMALE', 'OTHER'].includes(String(body.gender)))
    return '<p>Please select a valid <b>gender</b>.</p>';
  if (!Number.isFinite(Number(body.loan_amount)) || Number(body.loan_amount) <= 0) {
    return '<p>Please enter a valid <b>loan amount</b>.</p>';
  }
  if (body.term_and_condition !== 'YES')
    return '<p>Please accept the <b>terms &amp; conditions</b>.</p>';
  if (appliedPans.has(pan) || findCustomer(pan))
    return '<p>Application already exists for this <b>PAN</b>.</p>';
  return undefined;
}
