// The consent box: the application goes nowhere until the Terms and the Privacy Policy are accepted.
import { describedBy, FieldMessage } from './FieldMessage.tsx';
import type { ApplyFormState } from './useApplyForm.ts';
import { fieldId } from './values.ts';

export function TermsField({ form }: { form: ApplyFormState }) {
  const error = form.errors.acceptTerms;
  const id = fieldId('acceptTerms');
  return (
    <div className="field field-terms">
      <div className="terms-row">
        <input
          id={id}
          type="checkbox"
          name="acceptTerms"
          checked={form.values.acceptTerms}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('acceptTerms')}
          onChange={(e) => form.change('acceptTerms', e.target.checked)}
        />
        <label htmlFor={id}>
          I accept the{' '}
          <a href="/terms-conditions" target="_blank" rel="noopener">
            Terms &amp; Conditions<span className="visually-hidden"> (opens in a new tab)</span>
          </a>{' '}
          and the{' '}
          <a href="/privacy-policy" target="_blank" rel="noopener">
            Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          , and agree to be contacted about my application by call, SMS or e-mail.
        </label>
      </div>
      <FieldMessage name="acceptTerms" error={error} />
    </div>
  );
}
