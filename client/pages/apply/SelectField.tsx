// One labelled drop-down of the form (state, city, pincode), with a placeholder that says why it may be empty.
import { describedBy, FieldMessage } from './FieldMessage.tsx';
import type { ApplyFormState } from './useApplyForm.ts';
import { fieldId, type TextFieldName } from './values.ts';

export interface Option {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  form: ApplyFormState;
  name: TextFieldName;
  label: string;
  options: Option[];
  /** The first, empty choice: 'Select your state', 'Loading cities…', 'Choose a city first'. */
  placeholder: string;
  disabled?: boolean;
  busy?: boolean;
  autoComplete?: string;
  onChange(value: string): void;
}

export function SelectField({
  form,
  name,
  label,
  options,
  placeholder,
  disabled,
  busy,
  autoComplete,
  onChange,
}: SelectFieldProps) {
  const error = form.errors[name];
  const id = fieldId(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={form.values[name]}
        disabled={disabled}
        required
        autoComplete={autoComplete}
        aria-busy={busy || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name)}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessage name={name} error={error} />
    </div>
  );
}
