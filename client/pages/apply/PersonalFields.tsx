// Who is applying: name as on the PAN card, PAN, date of birth, gender.
import { GenderField } from './GenderField.tsx';
import { TextField } from './TextField.tsx';
import type { ApplyFormState } from './useApplyForm.ts';
import { fieldCopy } from './strings.ts';

export function PersonalFields({ form }: { form: ApplyFormState }) {
  return (
    <>
      <div className="field-grid field-grid-3">
        <TextField
          form={form}
          name="firstName"
          label={fieldCopy.firstName}
          autoComplete="given-name"
          autoCapitalize="words"
          maxLength={50}
        />
        <TextField
          form={form}
          name="middleName"
          label={fieldCopy.middleName}
          autoComplete="additional-name"
          autoCapitalize="words"
          maxLength={50}
          optional
        />
        <TextField
          form={form}
          name="surName"
          label={fieldCopy.surName}
          autoComplete="family-name"
          autoCapitalize="words"
          maxLength={50}
          optional
        />
      </div>
      <div className="field-grid field-grid-2">
        <TextField
          form={form}
          name="panNumber"
          label={fieldCopy.pan}
          upper
          maxLength={10}
          placeholder="ABCPE1234F"
          hint={fieldCopy.panHint}
        />
        <TextField form={form} name="dob" label={fieldCopy.dob} type="date" autoComplete="bday" />
      </div>
      <GenderField form={form} />
    </>
  );
}
