// Field rules the site's forms share: SPEC's 'Required' for a missing value, one message per rule, length caps.
import { z } from 'zod';
import { messages } from '../messages.ts';

export const fieldMessages = {
  emailInvalid: 'Enter a valid email address',
  chooseOption: 'Choose one of the listed options',
  tooLong: (max: number) => `Use at most ${max} characters`,
} as const;

// Control characters (CR, LF, NUL...) never belong in a one-line value; any run of them or of spaces is one space.
// eslint-disable-next-line no-control-regex
const lineBreaksAndControls = /[\s\u0000-\u001f\u007f]+/g;
// eslint-disable-next-line no-control-regex
const controlsButNewline = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

/** A required one-line text (a name, a subject): whitespace collapsed, so it can never span lines. */
export const singleLine = (max: number) =>
  z
    .string({ error: messages.required })
    .overwrite((v) => v.replace(lineBreaksAndControls, ' ').trim())
    .min(1, messages.required)
    .max(max, fieldMessages.tooLong(max));

/** A required multi-line text (a message): line breaks kept as \n, other control characters dropped. */
export const multiLine = (max: number) =>
  z
    .string({ error: messages.required })
    .overwrite((v) => v.replace(/\r\n?/g, '\n').replace(controlsButNewline, '').trim())
    .min(1, messages.required)
    .max(max, fieldMessages.tooLong(max));

/** A required 10-digit mobile number (SPEC section 5 wording). */
export const mobile = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .regex(/^\d{10}$/, messages.mobileInvalid);

export const email = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(254, fieldMessages.tooLong(254))
    .pipe(z.email({ error: fieldMessages.emailInvalid }));

/** A required choice from a fixed list; an empty choice reads 'Required'. */
export const oneOf = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .string({ error: messages.required })
    .min(1, messages.required)
    .pipe(z.enum(options, { error: fieldMessages.chooseOption }));
