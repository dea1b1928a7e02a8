// The privacy request form: kind, mobile, PAN (until one-time codes exist) and details, checked with the endpoint's
// schema, sent as JSON; the answer is a reference number.
import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField.tsx';
import { mobileInputMax } from '../../../shared/schemas/fields.ts';
import { CheckIcon } from '../../components/CheckIcon.tsx';
import { focusOnMount } from '../../hooks/focusOnMount.ts';
import { useSchemaForm } from '../../hooks/useSchemaForm.ts';
import { requestJson } from '../../api/request.ts';
import { privacyRequestsCopy as copy } from '../../content/grievance-desk.ts';
import { messages } from '../../../shared/messages.ts';
import {
  privacyDetailsMax,
  privacyRequestAcceptedSchema,
  privacyRequestKinds,
  privacyRequestLabels,
  privacyRequestSchema,
} from '../../../shared/schemas/privacy-request.ts';

type Field = 'kind' | 'mobile' | 'pan' | 'details';
const empty: Record<Field, string> = { kind: '', mobile: '', pan: '', details: '' };
const order: Field[] = ['kind', 'mobile', 'pan', 'details'];

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; reference: string }
  | { kind: 'failed'; message: string };

export function PrivacyRequestForm() {
  const form = useSchemaForm(privacyRequestSchema, empty);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirst = (errors: Partial<Record<string, string>>) => {
    const first = order.find((f) => errors[f]);
    if (first)
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>(`#privacy-${first}`)?.focus(),
      );
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const checked = form.validate();
    // The PAN is optional in the contract (a code session may stand in for it later) but needed today.
    const panMissing = form.values.pan.trim() === '' ? messages.required : undefined;
    if (!checked.ok || panMissing) {
      const errors = {
        ...(checked.ok ? {} : checked.errors),
        ...(panMissing ? { pan: panMissing } : {}),
      };
      form.setErrors(errors);
      focusFirst(errors);
      return;
    }
    setStatus({ kind: 'sending' });
    const result = await requestJson('/api/privacy-requests', {
      schema: privacyRequestAcceptedSchema,
      method: 'POST',
      body: form.values,
    });
    if (result.ok) {
      setStatus({ kind: 'sent', reference: result.data.reference });
      return;
    }
    const { problem } = result;
    if (problem.errors) {
      form.setErrors(problem.errors);
      focusFirst(problem.errors);
    }
    setStatus({ kind: 'failed', message: problem.detail || messages.somethingWrong });
  }

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
          <p>{copy.sent(status.reference)}</p>
          <p>
            Reference number: <strong>{status.reference}</strong>
          </p>
        </div>
      </div>
    );
  }

  const text = (name: Field) => ({
    name,
    value: form.values[name],
    onChange: (e: { target: { value: string } }) => form.change(name, e.target.value),
    onBlur: () => form.blur(name),
    required: true,
  });

  return (
    <form ref={formRef} className="privacy-form" noValidate onSubmit={onSubmit}>
      {status.kind === 'failed' ? (
        <div className="alert alert-error" role="alert">
          {status.message}
        </div>
      ) : null}
      <FormField id="privacy-kind" label={copy.kindLabel} error={form.errors.kind}>
        <select {...text('kind')}>
          <option value="">Choose one</option>
          {privacyRequestKinds.map((k) => (
            <option key={k} value={k}>
              {privacyRequestLabels[k]}
            </option>
          ))}
        </select>
      </FormField>
      <div className="privacy-form-row">
        <FormField id="privacy-mobile" label={copy.mobileLabel} error={form.errors.mobile}>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={mobileInputMax}
            {...text('mobile')}
          />
        </FormField>
        <FormField
          id="privacy-pan"
          label={copy.panLabel}
          error={form.errors.pan}
          hint={copy.panHint}
        >
          <input
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={10}
            {...text('pan')}
          />
        </FormField>
      </div>
      <FormField
        id="privacy-details"
        label={copy.detailsLabel}
        error={form.errors.details}
        hint={copy.detailsHint}
      >
        <textarea rows={5} maxLength={privacyDetailsMax} {...text('details')} />
      </FormField>
      <button type="submit" className="btn btn-primary" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? copy.sendingLabel : copy.submitLabel}
      </button>
    </form>
  );
}
