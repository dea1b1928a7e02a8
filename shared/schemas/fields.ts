// Field rules shared by several forms: required text, Indian mobile numbers, PAN, e-mail. Messages are SPEC's.
import { z } from 'zod';
import { messages } from '../messages.ts';

/** Form values arrive as strings; numbers sent by other clients are read as their digits. */
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : (v ?? ''));

export const requiredText = (max: number, tooLong = `Use at most ${max} characters`) =>
  z.preprocess(
    asText,
    z.string({ error: messages.required }).trim().min(1, messages.required).max(max, tooLong),
  );

export const optionalText = (max: number, tooLong = `Use at most ${max} characters`) =>
  z
    .preprocess(asText, z.string({ error: 'Enter text' }).trim().max(max, tooLong))
    .transform((v) => v || undefined)
    .optional(); // optional in the API's documented shape too, not only in what it accepts

/** An Indian mobile number: 10 digits, the first 6-9. */
export const mobilePattern = /^[6-9]\d{9}$/;
export const mobile = z.preprocess(
  asText,
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .regex(mobilePattern, messages.mobileInvalid),
);
export const optionalMobile = z
  .preprocess(
    asText,
    z
      .string({ error: messages.mobileInvalid })
      .trim()
      .refine((v) => v === '' || mobilePattern.test(v), messages.mobileInvalid)
      .transform((v) => v || undefined),
  )
  .optional();

/** A person's PAN: five letters (the fourth P), four digits, a letter. */
export const panPattern = /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/;
export const panFormatMessage = 'Enter a valid PAN (e.g. ABCPE1234F)';
export const pan = z.preprocess(
  asText,
  z
    .string({ error: messages.required })
    .trim()
    .toUpperCase()
    .min(1, messages.required)
    .max(10, panFormatMessage)
    .refine((v) => /^[A-Z]{5}\d{4}[A-Z]$/.test(v), panFormatMessage)
    .refine((v) => panPattern.test(v), 'Enter the PAN of an individual (its fourth letter is P)'),
);

export const emailMessage = 'Enter a valid e-mail address';
export const email = z.preprocess(
  asText,
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(254, emailMessage)
    .pipe(z.email(emailMessage)),
);
export const optionalEmail = z
  .preprocess(
    asText,
    z
      .string({ error: emailMessage })
      .trim()
      .max(254, emailMessage)
      .refine((v) => v === '' || z.email().safeParse(v).success, emailMessage)
      .transform((v) => v || undefined),
  )
  .optional();

/** Digits only, as typed into a numeric field, optional. */
export const optionalDigits = (max: number, message: string) =>
  z
    .preprocess(
      asText,
      z
        .string({ error: message })
        .trim()
        .refine((v) => v === '' || /^\d+$/.test(v), message)
        .refine((v) => v.length <= max, `Use at most ${max} digits`)
        .transform((v) => v || undefined),
    )
    .optional();
