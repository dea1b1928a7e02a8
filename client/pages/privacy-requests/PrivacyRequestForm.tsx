// The privacy request form: kind, mobile, PAN (optional) and details, checked with the endpoint's schema, sent as
// JSON once the mobile is verified with a one-time code (issue 40: knowing a PAN and mobile was enough before); the
// answer is a reference number. Without script it posts to its own page, which the server renders with its answer
// (issue 41): nothing goes in the address bar, and the code step says it needs script.
import { useRef, useState } from 'react';
import { FailedAlert } from '../../components/FailedAlert.tsx';
import { FormField } from '../../components/FormField.tsx';
import { MobileInput } from '../../components/MobileInput.tsx';
import { CheckIcon } from '../../components/CheckIcon.tsx';
import { focusOnMount } from '../../hooks/focusOnMount.ts';
import { useFormSend } from '../../hooks/useFormSend.ts';
import { useSchemaForm } from '../../hooks/useSchemaForm.ts';
import { requestJson } from '../../api/request.ts';
import { requestCode, verifyCode } from '../../api/otp.ts';
import { problemMessage } from '../../api/problem.ts';
import { otpStep } from '../../components/LazyOtpStep.tsx';
import { privacyRequestsCopy as copy } from '../../content/grievance-desk.ts';
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

  /** The code step for the mobile, while one is open; the mobile a code proved in this visit. */
  const [codeStep, setCodeStep] = useState<{
    mobile: string;
    maskedMobile: string;
    resendAfterSeconds: number;
  }>();
  // A ref, not state: Verify submits the form in the next frame, which may come before React has rendered the
  // proved mobile into a new onSubmit (the request then waited for a Send that never came).
  const verified = useRef<string>(undefined);
  const setVerified = (mobile: string | undefined) => {
    verified.current = mobile;
  };
  const [codeFailure, setCodeFailure] = useState<string>();

  const startCode = async (mobile: string) => {
    setCodeFailure(undefined);
    const [sent] = await Promise.all([requestCode('apply', mobile), otpStep.preload()]);
    if (sent.ok) setCodeStep({ mobile, ...sent.data });
    else setCodeFailure(problemMessage(sent.problem));
  };

  const onSubmit = submitWith({
    check: () => {
      const checked = form.validate();
      if (!checked.ok) {
        form.setErrors(checked.errors);
        return checked.errors;
      }
      // Not sent until the mobile is proved: the code step opens, and its Verify sends the request.
      if (verified.current !== form.values.mobile) {
        if (codeStep?.mobile !== form.values.mobile) void startCode(form.values.mobile);
        return {};
      }
      return undefined;
    },
    send: async () => {
      const result = await requestJson('/api/privacy-requests', {
        schema: () => schemas().then((m) => m.privacyRequestAcceptedSchema),
        method: 'POST',
        body: { ...form.values, pan: form.values.pan.trim() || undefined },
      });
      // The session behind the code has ended (15 minutes): the next send asks for a new code.
      if (!result.ok && result.problem.status === 401) setVerified(undefined);
      return result;
    },
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
      {codeStep && codeStep.mobile === form.values.mobile ? (
        <otpStep.Part
          nested
          key={codeStep.mobile}
          sentText={copy.codeSent(codeStep.maskedMobile)}
          resendAfterSeconds={codeStep.resendAfterSeconds}
          onVerify={async (code) => {
            const checked = await verifyCode('apply', codeStep.mobile, code);
            if (!checked.ok) return problemMessage(checked.problem);
            setVerified(codeStep.mobile);
            setCodeStep(undefined);
            // Proved: the request goes now, as if Send had been pressed again.
            requestAnimationFrame(() => formRef.current?.requestSubmit());
            return undefined;
          }}
          onResend={async () => {
            const sent = await requestCode('apply', codeStep.mobile);
            return sent.ok
              ? { resendAfterSeconds: sent.data.resendAfterSeconds }
              : { error: problemMessage(sent.problem) };
          }}
          onCancel={() => setCodeStep(undefined)}
          cancelLabel={copy.cancelCode}
        />
      ) : null}
      {codeFailure ? (
        <p className="field-error" role="alert">
          {codeFailure}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? copy.sendingLabel : copy.submitLabel}
      </button>
    </form>
  );
}
