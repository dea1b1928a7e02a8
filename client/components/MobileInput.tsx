// The mobile number box of every form outside Apply: a phone keypad (with + for a number typed as +91 ...), the
// browser's auto-fill, and room for +91, spaces and dashes, which the one mobile normaliser in shared/ reads.
import type { InputHTMLAttributes } from 'react';
import { mobileInputMax } from '../../shared/field-rules.ts';

export function MobileInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={mobileInputMax}
      {...props}
    />
  );
}
