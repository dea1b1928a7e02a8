// The form's values as typed (all text, as the shared schema reads them), their order on the page, and their errors.
import type { z } from 'zod';
import { applyFormSchema, genders, type ApplyForm } from '../../../shared/schemas/apply.ts';
import { firstErrors } from '../../../shared/schemas/fields.ts';
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
}

export type FieldName = keyof ApplyValues;
export type TextFieldName = Exclude<FieldName, 'acceptTerms' | 'gender'>;
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

/** The shared schema's verdict on the whole form, with the campaign tags it is sent with. */
export function check(values: ApplyValues, utm: Utm = {}): Checked {
  const result = applyFormSchema.safeParse({ ...values, ...utm });
  return result.success
    ? { ok: true, form: result.data }
    : { ok: false, errors: formErrors(result.error) };
}

export const fieldId = (name: FieldName) => `apply-${name}`;
export const errorId = (name: FieldName) => `apply-${name}-error`;
