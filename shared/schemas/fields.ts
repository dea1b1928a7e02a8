// The one set of field rules every form and endpoint uses: text, Indian mobile numbers, e-mail, PAN, choices.
// The browser checks a form with the same schema the server parses it with, so both give the same message
// (shared/messages.ts) for the same value; decision 0020.
import { z } from 'zod';
import { messages, tooLong, tooManyDigits } from '../messages.ts';
import { fieldMessages } from '../field-messages.ts';
import {
  anyPanPattern,
  mobilePattern,
  normalizeMobile,
  normalizePan,
  panPattern,
} from '../field-rules.ts';

export {
  anyPanPattern,
  firstErrors,
  mobileInputMax,
  mobilePattern,
  normalizeMobile,
  normalizePan,
  panPattern,
} from '../field-rules.ts';

/** Form values arrive as strings; numbers sent by other clients are read as their digits. */
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : (v ?? ''));

// Control characters (CR, LF, NUL...) never belong in a one-line value; any run of them or of spaces is one space.
// eslint-disable-next-line no-control-regex
const lineBreaksAndControls = /[\s\u0000-\u001f\u007f]+/g;
// eslint-disable-next-line no-control-regex
const controlsButNewline = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

const oneLine = (v: string) => v.replace(lineBreaksAndControls, ' ').trim();

/** A required one-line text (a name, a subject, an amount as typed): whitespace collapsed, so it never spans lines. */
export const requiredText = (max: number) =>
  z.preprocess(
    asText,
    z
      .string({ error: messages.required })
      .overwrite(oneLine)
      .min(1, messages.required)
      .max(max, tooLong(max)),
  );

/** An optional one-line text: empty reads as absent. */
export const optionalText = (max: number) =>
  z
    .preprocess(
      asText,
      z.string({ error: fieldMessages.enterText }).overwrite(oneLine).max(max, tooLong(max)),
    )
    .transform((v) => v || undefined)
    .optional(); // optional in the API's documented shape too, not only in what it accepts

/** A required multi-line text (a message): line breaks kept as \n, other control characters dropped. */
export const multilineText = (max: number) =>
  z.preprocess(
    asText,
    z
      .string({ error: messages.required })
      .overwrite((v) => v.replace(/\r\n?/g, '\n').replace(controlsButNewline, '').trim())
      .min(1, messages.required)
      .max(max, tooLong(max)),
  );

const mobileText = (v: unknown) => {
  const text = asText(v);
  return typeof text === 'string' ? normalizeMobile(text) : text;
};

/**
 * What the API documents for a mobile (/openapi.json): the written forms normalizeMobile accepts, not only the
 * ten digits it leaves, so a client that follows the document never refuses a number the server takes.
 */
const mobileDoc = {
  pattern: String.raw`^[0-9+\s().\-\u00a0]+$`,
  description:
    'A 10-digit Indian mobile number starting with 6-9. Spaces, dashes, dots and brackets, and a +91, 0091, 91 or 0 prefix, are accepted and removed.',
};

/**
 * What the API documents for a loan's identifier (the repay lookup, the one-time code): a mobile written any way
 * normaliseIdentifier reads it, or a PAN in either case with spaces or dashes.
 */
export const identifierDoc = {
  pattern: String.raw`^[0-9A-Za-z+\s().\-\u00a0]+$`,
  description:
    'A 10-digit Indian mobile number (written as for a mobile field) or a PAN; a PAN is read upper-cased, without spaces or dashes.',
};

export const mobile = z
  .preprocess(
    mobileText,
    z
      .string({ error: messages.required })
      .min(1, messages.required)
      .regex(mobilePattern, messages.mobileInvalid),
  )
  .meta(mobileDoc);

export const optionalMobile = z
  .preprocess(
    mobileText,
    z
      .string({ error: messages.mobileInvalid })
      .refine((v) => v === '' || mobilePattern.test(v), messages.mobileInvalid)
      .transform((v) => v || undefined),
  )
  .meta(mobileDoc)
  .optional();

export const pan = z.preprocess(
  (v) => {
    const text = asText(v);
    return typeof text === 'string' ? normalizePan(text) : text;
  },
  z
    .string({ error: messages.required })
    .min(1, messages.required)
    .max(10, fieldMessages.panFormat)
    .refine((v) => anyPanPattern.test(v), fieldMessages.panFormat)
    .refine((v) => panPattern.test(v), fieldMessages.panIndividual),
);

export const email = z.preprocess(
  asText,
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(254, fieldMessages.emailInvalid)
    .pipe(z.email(fieldMessages.emailInvalid)),
);

export const optionalEmail = z
  .preprocess(
    asText,
    z
      .string({ error: fieldMessages.emailInvalid })
      .trim()
      .max(254, fieldMessages.emailInvalid)
      .refine((v) => v === '' || z.email().safeParse(v).success, fieldMessages.emailInvalid)
      .transform((v) => v || undefined),
  )
  .meta({ description: 'An e-mail address, or empty for none.' })
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
        .refine((v) => v.length <= max, tooManyDigits(max))
        .transform((v) => v || undefined),
    )
    .optional();

/** A required choice from a fixed list; an empty choice reads 'Required'. */
export const oneOf = <T extends readonly [string, ...string[]]>(options: T) =>
  z.preprocess(
    asText,
    z
      .string({ error: messages.required })
      .min(1, messages.required)
      .pipe(z.enum(options, { error: fieldMessages.chooseOption })),
  );

/** The first message of a single value's check, or undefined when it passes. */
export function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
