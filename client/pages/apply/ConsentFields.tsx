// The four separate consents (issue 18; decision 0038): each its own checkbox and one line of plain text. Three are
// needed for the application to proceed and say why; marketing is optional and starts unticked.
import { describedBy, FieldMessage } from './FieldMessage.tsx';
import type { ApplyFormState } from './useApplyForm.ts';
import { fieldId, type ConsentFieldName } from './values.ts';
import {
  consentCopy,
  consentFields,
  consentPurposes,
  type ConsentPurpose,
} from '../../../shared/schemas/consent.ts';

/** The Terms consent links both documents it names; the others are plain text. */
function ConsentLabel({ purpose }: { purpose: ConsentPurpose }) {
  if (purpose !== 'terms') return <>{consentCopy[purpose].label}</>;
  return (
    <>
      I have read and accept the{' '}
      <a href="/terms-conditions" target="_blank" rel="noopener">
        Terms and Conditions<span className="visually-hidden"> (opens in a new tab)</span>
      </a>{' '}
      and the{' '}
      <a href="/privacy-policy" target="_blank" rel="noopener">
        Privacy Notice<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      .
    </>
  );
}

function ConsentBox({ form, purpose }: { form: ApplyFormState; purpose: ConsentPurpose }) {
  const name: ConsentFieldName = consentFields[purpose];
  const error = form.errors[name];
  const id = fieldId(name);
  const { required } = consentCopy[purpose];
  return (
    <div className="field consent-field">
      <div className="terms-row">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={form.values[name]}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name)}
          onChange={(e) => form.change(name, e.target.checked)}
        />
        <label htmlFor={id}>
          <ConsentLabel purpose={purpose} />
        </label>
      </div>
      <FieldMessage name={name} error={error} />
    </div>
  );
}

export function ConsentFields({ form }: { form: ApplyFormState }) {
  return (
    <fieldset className="field-terms consent-fields">
      <legend>Your consents</legend>
      <p className="consent-note">
        Tick each one separately. You can withdraw a consent later on the Privacy Requests page.
      </p>
      {consentPurposes.map((purpose) => (
        <ConsentBox key={purpose} form={form} purpose={purpose} />
      ))}
    </fieldset>
  );
}
