// How we reach the applicant: mobile numbers (10 digits, India) and e-mail addresses.
import { MobileVerify } from './MobileVerify.tsx';
import { TextField } from './TextField.tsx';
import type { ApplyFormState } from './useApplyForm.ts';
import { fieldCopy } from './strings.ts';

export function ContactFields({ form }: { form: ApplyFormState }) {
  return (
    <>
      <div className="field-grid field-grid-2">
        <div className="mobile-field">
          <TextField
            form={form}
            name="mobile"
            label={fieldCopy.mobile}
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
          label={fieldCopy.alternateMobile}
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
          label={fieldCopy.email}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          maxLength={254}
        />
        <TextField
          form={form}
          name="officialEmail"
          label={fieldCopy.officialEmail}
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
