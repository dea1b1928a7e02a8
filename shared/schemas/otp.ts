// One-time codes (DESIGN section 3, POST /api/otp and /api/otp/verify): who asks for a code, for what, and the code.
import { z } from 'zod';
import { messages } from '../messages.ts';
import { otpMessages } from '../otp-messages.ts';
import { fieldMessages } from '../field-messages.ts';
import { anyPanPattern, mobilePattern, normaliseIdentifier } from '../field-rules.ts';
import { identifierDoc } from './fields.ts';

export { normaliseIdentifier, otpCodeLength } from '../field-rules.ts';

export const otpPurposes = ['repay', 'apply'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

const identifier = z
  .preprocess(
    (v) => (typeof v === 'string' ? normaliseIdentifier(v) : (v ?? '')),
    z
      .string({ error: messages.required })
      .min(1, messages.required)
      .max(20, otpMessages.otpIdentifier),
  )
  .meta(identifierDoc);

/** The identifier must suit the purpose: a mobile or PAN to repay, the applicant's own mobile to apply. */
function checkIdentifier(v: { purpose: OtpPurpose; identifier: string }, ctx: z.RefinementCtx) {
  const ok =
    v.purpose === 'apply'
      ? mobilePattern.test(v.identifier)
      : mobilePattern.test(v.identifier) || anyPanPattern.test(v.identifier);
  if (!ok)
    ctx.addIssue({
      code: 'custom',
      path: ['identifier'],
      message: v.purpose === 'apply' ? messages.mobileInvalid : otpMessages.otpIdentifier,
    });
}

const purpose = z.enum(otpPurposes, { error: fieldMessages.otpPurpose });

export const otpRequestSchema = z.object({ purpose, identifier }).superRefine(checkIdentifier);
export type OtpRequest = z.output<typeof otpRequestSchema>;

export const otpVerifySchema = z
  .object({
    purpose,
    identifier,
    code: z.preprocess(
      (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : (v ?? '')),
      z
        .string({ error: otpMessages.otpCodeFormat })
        .min(1, messages.required)
        .regex(/^\d{6}$/, otpMessages.otpCodeFormat),
    ),
  })
  .superRefine(checkIdentifier);
export type OtpVerifyRequest = z.output<typeof otpVerifySchema>;

/** The same shape whether or not a customer exists: the last four digits of the mobile the code went to. */
export const otpSentSchema = z.object({
  maskedMobile: z.string(),
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type OtpSent = z.output<typeof otpSentSchema>;

export const otpVerifiedSchema = z.object({
  verified: z.literal(true),
  /** How long the session lasts, in seconds. */
  expiresInSeconds: z.number().int().positive(),
});
