// How we reach the applicant: mobile numbers (10 digits, India) and e-mail addresses.
import { MobileVerify } from './MobileVerify.tsx';
import { TextField } from './TextField.tsx';
import type { ApplyFormState } from './useApplyForm.ts';

export function ContactFields({ form }: { form: ApplyFormState }) {
  return (
    <>
      <div className="field-grid field-grid-2">
        <div className="mobile-field">
          <TextField
            form={form}
            name="mobile"
            label="Mobile number"
            type="tel"
            autoComplete="tel-national"
            prefix="+91"
            digits
            maxLength={10}
          />
          <MobileVerify form={form} />
        </div>
        <TextField
          form={form}
          name="alternateMobile"
          label="Alternate mobile number"
          type="tel"
          prefix="+91"
          digits
          maxLength={10}
          optional
        />
      </div>
      <div className="field-grid field-grid-2">
        <TextField
          form={form}
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          maxLength={254}
        />
        <TextField
          form={form}
          name="officialEmail"
          label="Office e-mail"
          type="email"
          autoComplete="work email"
          autoCapitalize="none"
          maxLength={254}
          optional
        />
      </div>
    </>
  );
}
