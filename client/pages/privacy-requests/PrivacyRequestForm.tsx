// The privacy request form: kind, mobile, PAN (until one-time codes exist) and details, checked with the endpoint's
// schema, sent as JSON; the answer is a reference number. Without script it posts to its own page, which the
// server renders with the reference or the messages (decision 0040, issue 41): nothing goes in the address bar.
import { FailedAlert } from '../../components/FailedAlert.tsx';
import { FormField } from '../../components/FormField.tsx';
import { MobileInput } from '../../components/MobileInput.tsx';
import { CheckIcon } from '../../components/CheckIcon.tsx';
import { focusOnMount } from '../../hooks/focusOnMount.ts';
import { useFormSend } from '../../hooks/useFormSend.ts';
import { useSchemaForm } from '../../hooks/useSchemaForm.ts';
import { requestJson } from '../../api/request.ts';
import { privacyRequestsCopy as copy } from '../../content/grievance-desk.ts';
import { messages } from '../../../shared/messages.ts';
import { useFormResult } from '../../hooks/useFormResult.ts';
import { buildLocale } from '../../locale.ts';
import { privacyDetailsMax, privacyRequestKinds } from '../../../shared/privacy-request-terms.ts';

// The schemas load when the form is first used, not with the page (decision 0113).
const schemas = () => import('../../../shared/schemas/privacy-request.ts');
const requestSchema = () => schemas().then((m) => m.privacyRequestSchema);

type Field = 'kind' | 'mobile' | 'pan' | 'details';
const empty: Record<Field, string> = { kind: '', mobile: '', pan: '', details: '' };
const order: Field[] = ['kind', 'mobile', 'pan', 'details'];

export function PrivacyRequestForm() {
  const answered = useFormResult('privacy');
  const form = useSchemaForm(requestSchema, empty, answered);
  const { status, formRef, field, submitWith, sending, failure } = useFormSend<string>({
    form,
    idPrefix: 'privacy',
    order,
    answered,
    sentFromServer: (sent) => sent.reference ?? '',
  });

  const onSubmit = submitWith({
    check: () => {
      const checked = form.validate();
      // The PAN is optional in the contract (a code session may stand in for it later) but needed today.
      const panMissing = form.values.pan.trim() === '' ? messages.required : undefined;
      if (checked.ok && !panMissing) return undefined;
      const errors = {
        ...(checked.ok ? {} : checked.errors),
        ...(panMissing ? { pan: panMissing } : {}),
      };
      form.setErrors(errors);
      return errors;
    },
    send: () =>
      requestJson('/api/privacy-requests', {
        schema: () => schemas().then((m) => m.privacyRequestAcceptedSchema),
        method: 'POST',
        body: form.values,
      }),
    sent: (data) => data.reference,
  });

  if (status.kind === 'sent') {
    return (
      <div
        ref={focusOnMount}
        className="alert alert-success privacy-sent"
        role="status"
        tabIndex={-1}
      >
        <CheckIcon />
        <div>
          <h3>{copy.sentHeading}</h3>
          <p>{copy.sent(status.sent)}</p>
          <p>
            {copy.referenceNumber}
            <strong>{status.sent}</strong>
          </p>
        </div>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      className="privacy-form"
      noValidate
      onSubmit={onSubmit}
      method="post"
      action={`${buildLocale.basePath}/privacy-requests`}
      encType="application/x-www-form-urlencoded"
    >
      <FailedAlert message={failure} />
      <FormField {...field('kind', copy.kindLabel)}>
        <select {...form.bind('kind')}>
          <option value="">{copy.chooseOne}</option>
          {privacyRequestKinds.map((k) => (
            <option key={k} value={k}>
              {copy.kindNames[k]}
            </option>
          ))}
        </select>
      </FormField>
      <div className="privacy-form-row">
        <FormField {...field('mobile', copy.mobileLabel)}>
          <MobileInput {...form.bind('mobile')} />
        </FormField>
        <FormField {...field('pan', copy.panLabel)} hint={copy.panHint}>
          <input
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={10}
            {...form.bind('pan')}
          />
        </FormField>
      </div>
      <FormField {...field('details', copy.detailsLabel)} hint={copy.detailsHint}>
        <textarea rows={5} maxLength={privacyDetailsMax} {...form.bind('details')} />
      </FormField>
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? copy.sendingLabel : copy.submitLabel}
      </button>
    </form>
  );
}
