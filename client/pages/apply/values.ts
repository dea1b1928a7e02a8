// The form's values as typed (all text, as the shared schema reads them), their order on the page, and their errors.
import type { z } from 'zod';
import type { genders } from '../../../shared/apply-terms.ts';
import type { ApplyForm } from '../../../shared/schemas/apply.ts';
import { firstErrors } from '../../../shared/field-rules.ts';
import type { Utm } from '../../utm.ts';

export type Gender = (typeof genders)[number];

export interface ApplyValues {
  loanAmount: string;
  monthlyIncome: string;
  obligations: string;
  firstName: string;
  middleName: string;
  surName: string;
  panNumber: string;
  dob: string;
  gender: Gender | '';
  mobile: string;
  alternateMobile: string;
  email: string;
  officialEmail: string;
  state: string;
  city: string;
  pincode: string;
  acceptTerms: boolean;
  consentCreditReport: boolean;
  consentContact: boolean;
  consentMarketing: boolean;
}

/** The consent checkboxes (issue 18): never kept in a draft, always given afresh. */
export const consentFieldNames = [
  'acceptTerms',
  'consentCreditReport',
  'consentContact',
  'consentMarketing',
] as const;
export type ConsentFieldName = (typeof consentFieldNames)[number];

export type FieldName = keyof ApplyValues;
export type TextFieldName = Exclude<FieldName, ConsentFieldName | 'gender'>;
export type FieldErrors = Partial<Record<FieldName, string>>;

/** The fields in the order the page shows them: the first invalid one gets the focus. */
export const fieldOrder: readonly FieldName[] = [
  'loanAmount',
  'monthlyIncome',
  'obligations',
  'firstName',
  'middleName',
  'surName',
  'panNumber',
  'dob',
  'gender',
  'mobile',
  'alternateMobile',
  'email',
  'officialEmail',
  'state',
  'city',
  'pincode',
  'acceptTerms',
  'consentCreditReport',
  'consentContact',
  'consentMarketing',
];

export const emptyValues: ApplyValues = {
  loanAmount: '',
  monthlyIncome: '',
  obligations: '',
  firstName: '',
  middleName: '',
  surName: '',
  panNumber: '',
  dob: '',
  gender: '',
  mobile: '',
  alternateMobile: '',
  email: '',
  officialEmail: '',
  state: '',
  city: '',
  pincode: '',
  acceptTerms: false,
  consentCreditReport: false,
  consentContact: false,
  consentMarketing: false,
};

export const isFieldName = (key: string): key is FieldName => key in emptyValues;

/** The first message of each of the form's fields (the shared helper, as the server's 422 words it). */
function formErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(firstErrors(error)))
    if (isFieldName(key)) errors[key] = message;
  return errors;
}

export type Checked = { ok: true; form: ApplyForm } | { ok: false; errors: FieldErrors };

/**
 * The shared schema's verdict on the whole form, with the campaign tags it is sent with; the words for a mobile
 * not yet verified, which only a submit shows, so they arrive with the check, not with the page (decision 0069);
 * and the tags to send (utm.ts's currentUtm), which a submit alone reads, so they come with the check too (0165).
 */
export interface Check {
  (values: ApplyValues, utm?: Utm): Checked;
  mobileNotVerified: string;
  currentUtm(search: string): Utm;
}

/**
 * The form's check, once the shared schema has arrived: it is imported when the form is first used, not with the
 * page (decision 0118).
 */
export async function loadCheck(): Promise<Check> {
  const [{ applyFormSchema }, { otpMessages }, { currentUtm }] = await Promise.all([
    import('../../../shared/schemas/apply.ts'),
    import('../../../shared/otp-messages.ts'),
    import('../../utm.ts'),
  ]);
  const check = (values: ApplyValues, utm: Utm = {}): Checked => {
    const result = applyFormSchema.safeParse({ ...values, ...utm });
    return result.success
      ? { ok: true, form: result.data }
      : { ok: false, errors: formErrors(result.error) };
  };
  return Object.assign(check, { mobileNotVerified: otpMessages.otpMobileNotVerified, currentUtm });
}

export const fieldId = (name: FieldName) => `apply-${name}`;
export const errorId = (name: FieldName) => `apply-${name}-error`;
