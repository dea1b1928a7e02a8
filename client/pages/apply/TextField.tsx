// One labelled text input of the form. Digit-only fields refuse other keystrokes, pastes and auto-fills and
// say 'Only digits are allowed' (SPEC section 5); PAN is upper-cased as it is typed.
import type { ClipboardEvent, HTMLInputTypeAttribute, KeyboardEvent, ReactNode } from 'react';
import { describedBy, FieldMessage } from './FieldMessage.tsx';
import { digitsOf, mobileFields } from './live-rules.ts';
import type { ApplyFormState } from './useApplyForm.ts';
import { fieldId, type TextFieldName } from './values.ts';
import { applyCopy } from './strings.ts';

export interface TextFieldProps {
  form: ApplyFormState;
  name: TextFieldName;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  maxLength?: number;
  /** Accept digits only, with a numeric keyboard on phones. */
  digits?: boolean;
  /** Upper-case letters as they are typed (PAN). */
  upper?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  /** Shown inside the box before the value, e.g. ₹. */
  prefix?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  autoCapitalize?: string;
  placeholder?: string;
}

const isTextKey = (e: KeyboardEvent) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

export function TextField(props: TextFieldProps) {
  const { form, name, label, digits, upper, optional, hint, prefix, maxLength } = props;
  const value = form.values[name];
  const error = form.errors[name];
  const id = fieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const fit = (v: string) => (maxLength ? v.slice(0, maxLength) : v);

  const onChange = (raw: string) => {
    if (digits) {
      const clean = digitsOf(raw, name);
      form.change(name, fit(clean), { blocked: clean !== raw });
    } else {
      form.change(name, upper ? raw.toUpperCase().replace(/\s/g, '') : raw);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (digits && isTextKey(e) && !/^\d$/.test(e.key)) {
      e.preventDefault();
      form.change(name, value, { blocked: true });
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    if (!digits) return;
    const text = e.clipboardData.getData('text');
    // Plain digits paste as usual, except into a mobile field: 919876543210 is the number 9876543210, which
    // the browser's maxLength would cut to 9198765432 instead.
    if (!/\D/.test(text) && !mobileFields.includes(name)) return;
    e.preventDefault();
    const el = e.currentTarget;
    const start = el.selectionStart ?? value.length;
    const end = el.selectionEnd ?? value.length;
    const pasted = digitsOf(text, name);
    // A whole number pasted over a whole field replaces it; otherwise the digits go in at the caret.
    const next =
      start === 0 && end === value.length
        ? pasted
        : value.slice(0, start) + pasted + value.slice(end);
    form.change(name, fit(next), { blocked: /\D/.test(text) });
  };

  return (
    <div className={`field${prefix ? ' field-prefixed' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className="field-optional">{applyCopy.optional}</span> : null}
      </label>
      <div className="field-control">
        {prefix ? (
          <span className="field-prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          type={props.type ?? 'text'}
          value={value}
          autoComplete={props.autoComplete ?? 'off'}
          inputMode={props.inputMode ?? (digits ? 'numeric' : undefined)}
          pattern={digits ? '[0-9]*' : undefined}
          maxLength={maxLength}
          autoCapitalize={props.autoCapitalize ?? (upper ? 'characters' : undefined)}
          spellCheck={false}
          placeholder={props.placeholder}
          required={!optional}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, hintId)}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => form.blur(name)}
        />
      </div>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldMessage name={name} error={error} />
    </div>
  );
}
