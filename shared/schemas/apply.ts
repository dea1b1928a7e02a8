// The loan application (DESIGN section 3 ApplyForm): one schema for the form in the browser and the API on the server.
import { z } from 'zod';
import { messages } from '../messages.ts';
import { applyMessages } from '../apply-messages.ts';
import {
  ageAtLeast,
  ageAtMost,
  fieldMessages,
  rupeesBetween,
  rupeesWhole,
} from '../field-messages.ts';
import { ageBounds, genders, loanAmountBounds, monthlyIncomeMax } from '../apply-terms.ts';
import { consentShape } from './consent.ts';
import {
  email,
  mobile,
  optionalDigits,
  optionalEmail,
  optionalMobile,
  optionalText,
  pan,
  requiredText,
} from './fields.ts';
import { ageOn, todayIso } from '../india-date.ts';

export { ageBounds, genders, loanAmountBounds, monthlyIncomeMax } from '../apply-terms.ts';
export { ageOn, todayIso } from '../india-date.ts';

const wholeRupees = (label: string, min: number, max: number) =>
  requiredText(9)
    .refine((v) => /^\d+$/.test(v), rupeesWhole(label))
    .refine(
      (v) => !/^\d+$/.test(v) || (Number(v) >= min && Number(v) <= max),
      rupeesBetween(label, min, max),
    );

const name = (max = 50) =>
  requiredText(max).refine((v) => /^[\p{L} .'-]+$/u.test(v), fieldMessages.lettersOnly);
const optionalName = (max = 50) =>
  optionalText(max).refine(
    (v) => v === undefined || /^[\p{L} .'-]+$/u.test(v),
    fieldMessages.lettersOnly,
  );

export const applyFormSchema = z
  .object({
    loanAmount: wholeRupees(fieldMessages.loanAmount, loanAmountBounds.min, loanAmountBounds.max),
    monthlyIncome: wholeRupees(fieldMessages.monthlyIncome, 1, monthlyIncomeMax),
    firstName: name(),
    middleName: optionalName(),
    surName: optionalName(),
    panNumber: pan,
    dob: requiredText(10)
      .refine((v) => {
        const age = ageOn(v, todayIso());
        return age !== undefined;
      }, fieldMessages.dobRequired)
      .refine(
        (v) => (ageOn(v, todayIso()) ?? ageBounds.min) >= ageBounds.min,
        ageAtLeast(ageBounds.min),
      )
      .refine(
        (v) => (ageOn(v, todayIso()) ?? ageBounds.max) <= ageBounds.max,
        ageAtMost(ageBounds.max),
      ),
    gender: z.preprocess(
      (v) => v ?? '',
      z.string().min(1, messages.required).pipe(z.enum(genders, messages.required)),
    ),
    mobile,
    alternateMobile: optionalMobile,
    email,
    officialEmail: optionalEmail,
    obligations: optionalDigits(7, applyMessages.obligationsNumeric),
    state: requiredText(12).refine((v) => /^\d+$/.test(v), messages.required),
    city: requiredText(12).refine((v) => /^\d+$/.test(v), messages.required),
    pincode: requiredText(6).refine((v) => /^[1-9]\d{5}$/.test(v), fieldMessages.pincodeInvalid),
    // The four separate consents (issue 18; decision 0038).
    ...consentShape,
    utmSource: optionalText(100),
    utmCampaign: optionalText(100),
  })
  .refine((f) => !f.alternateMobile || f.alternateMobile !== f.mobile, {
    path: ['alternateMobile'],
    message: fieldMessages.alternateSame,
  });

export type ApplyForm = z.output<typeof applyFormSchema>;
export type ApplyFormInput = z.input<typeof applyFormSchema>;

export const applyResponseSchema = z.object({ message: z.string() });
