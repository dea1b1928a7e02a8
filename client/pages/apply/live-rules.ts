// The messages shown while typing (SPEC section 5), before and after the schema's own check on blur and submit.
import { applyMessages } from '../../../shared/apply-messages.ts';
import { normalizeMobile } from '../../../shared/field-rules.ts';
import type { FieldName } from './values.ts';

export const mobileFields: readonly FieldName[] = ['mobile', 'alternateMobile'];

/** 'Enter 10-digit number' for a non-empty mobile number of the wrong length, as it is typed. */
export function typingError(name: FieldName, value: string): string | undefined {
  if (mobileFields.includes(name) && value !== '' && value.length !== 10)
    return applyMessages.mobileTyping;
  return undefined;
}

/**
 * The digits of pasted or auto-filled text. A mobile number written the international way (+91 98765 43210,
 * 098765 43210) is read by the shared normaliser, which every form and the server use.
 */
export function digitsOf(text: string, name: FieldName): string {
  const digits = text.replace(/\D/g, '');
  return mobileFields.includes(name) ? normalizeMobile(digits) : digits;
}
