// The four separate consents (issue 18; decision 0038): each its own checkbox and one line of plain text. Three are
// needed for the application to proceed and say why; marketing is optional and starts unticked.
import { describedBy, FieldMessage } from './FieldMessage.tsx';
import type { ApplyFormState } from './useApplyForm.ts';
import { fieldId, type ConsentFieldName } from './values.ts';
import {
  consentFields,
  consentPurposes,
  type ConsentPurpose,
} from '../../../shared/consent-terms.ts';
import { consentCopy } from '../../../shared/schemas/consent-copy.ts';
import { consentFieldsCopy as copy } from './strings.ts';
import { newTab } from '../../components/strings.ts';
import { buildLocale } from '../../locale.ts';

/** The Terms consent links both documents it names; the others are plain text. */
function ConsentLabel({ purpose }: { purpose: ConsentPurpose }) {
  if (purpose !== 'terms') return <>{consentCopy[purpose].label}</>;
  return (
    <>
      {copy.termsBefore}
      <a href={`${buildLocale.basePath}/terms-conditions`} target="_blank" rel="noopener">
        {copy.termsLink}
        <span className="visually-hidden">{newTab}</span>
      </a>
      {copy.termsBetween}
      <a href={`${buildLocale.basePath}/privacy-policy`} target="_blank" rel="noopener">
        {copy.privacyLink}
        <span className="visually-hidden">{newTab}</span>
      </a>
      {copy.termsAfter}
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
      <legend>{copy.legend}</legend>
      <p className="consent-note">{copy.note}</p>
      {consentPurposes.map((purpose) => (
        <ConsentBox key={purpose} form={form} purpose={purpose} />
      ))}
    </fieldset>
  );
}
