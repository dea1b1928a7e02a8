// Gender as three radio buttons: one tap on a phone, arrow keys on a keyboard.
import { describedBy, FieldMessage } from './FieldMessage.tsx';
import type { ApplyFormState } from './useApplyForm.ts';
import { fieldId, type Gender } from './values.ts';
import { fieldCopy } from './strings.ts';

const choices: { value: Gender; label: string }[] = (['male', 'female', 'other'] as const).map(
  (value) => ({ value, label: fieldCopy.genders[value] }),
);

export function GenderField({ form }: { form: ApplyFormState }) {
  const error = form.errors.gender;
  const id = fieldId('gender');
  return (
    <fieldset
      className="field field-choice"
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy('gender')}
    >
      <legend id={`${id}-legend`}>{fieldCopy.gender}</legend>
      <div className="choice-row">
        {choices.map((c) => (
          <label key={c.value} className="choice">
            <input
              type="radio"
              name="gender"
              id={`${id}-${c.value}`}
              value={c.value}
              checked={form.values.gender === c.value}
              onChange={() => form.change('gender', c.value)}
            />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage name="gender" error={error} />
    </fieldset>
  );
}
