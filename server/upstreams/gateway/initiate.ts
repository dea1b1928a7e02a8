// Builds the gateway's payment form from the looked-up loan alone (DESIGN section 5): the browser sets nothing
// here but which loan to look up.
import { z } from 'zod';
import type { LendingCustomer } from '../lending/client.ts';
import { requestHash, type HashedFields } from './hash.ts';
import type { PaymentPurpose } from '../../../shared/schemas/payment.ts';

/** Where the gateway is and the merchant credentials it knows us by: the real PayU or the sandbox's. */
export interface GatewaySettings {
  /** The _payment form target. */
  url: string;
  /** The verify_payment API. */
  verifyUrl: string;
  key: string;
  salt: string;
}

export const PRODUCT_INFO = 'Loan Repayment';
/** What the gateway (and the lending side reconciling its report) is told an exit payment is for (decision 0155). */
export const EXIT_PRODUCT_INFO = 'Loan Cooling-off Exit';
/** SPEC section 3: the e-mail falls back to a placeholder when the lending API has none. */
export const PLACEHOLDER_EMAIL = 'noemail@rupeeflow.in';
export const SUCCESS_PATH = '/payments/success';
export const FAILURE_PATH = '/payments/failure';

/** The amount the gateway is asked for: two decimals, as every PayU example writes it. */
export function gatewayAmount(totalRepayable: number): string {
  return totalRepayable.toFixed(2);
}

/** The value in paise, so '10', '10.0' and '10.00' compare equal. */
export function paise(amount: string): number {
  return Math.round(Number(amount) * 100);
}

// The hashed string is joined with '|', so no field may carry one; PayU also refuses most symbols in names.
const plain = (v: string, max: number) =>
  v
    .replace(/[|\r\n]/g, '')
    .trim()
    .slice(0, max);
const firstName = (v: string) => plain(v.replace(/[^\p{L}\p{M} .'-]/gu, ''), 60) || 'Customer';
const isEmail = (v: string) => z.email().safeParse(v).success;

/** What is charged: the amount in rupees and what it pays for. Without it, the loan's total repayable. */
export interface Charge {
  amount: number;
  purpose: PaymentPurpose;
}

export interface GatewayForm {
  fields: Record<string, string> & HashedFields;
  amount: string;
}

export function gatewayForm(
  customer: LendingCustomer,
  txnid: string,
  gateway: GatewaySettings,
  publicBaseUrl: string,
  charge: Charge = { amount: customer.total_repayable, purpose: 'due' },
): GatewayForm {
  const email = customer.email && isEmail(customer.email) ? customer.email : PLACEHOLDER_EMAIL;
  const hashed: HashedFields = {
    key: gateway.key,
    txnid,
    amount: gatewayAmount(charge.amount),
    productinfo: charge.purpose === 'cooling-off-exit' ? EXIT_PRODUCT_INFO : PRODUCT_INFO,
    firstname: firstName(customer.first_name),
    email,
    udf1: plain(customer.lead_id, 255),
    udf2: plain(customer.loan_no, 255),
    udf3: '',
    udf4: '',
    udf5: '',
  };
  return {
    amount: hashed.amount,
    fields: {
      ...hashed,
      // SPEC section 3, call 6 lists it beside udf1; DESIGN section 5 keeps it out of the hash.
      lead_id: hashed.udf1,
      phone: customer.mobile.replace(/\D/g, '').slice(-10),
      surl: `${publicBaseUrl}${SUCCESS_PATH}`,
      furl: `${publicBaseUrl}${FAILURE_PATH}`,
      hash: requestHash(hashed, gateway.salt),
    },
  };
}
