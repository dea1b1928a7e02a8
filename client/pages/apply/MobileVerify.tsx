// Under the mobile field: Verify, the inline code step, or "Verified" (issue 16). Inside the application form, so
// the step is a group with buttons, not a nested form; everything typed stays (the draft).
import { otpStep } from '../../components/LazyOtpStep.tsx';
import type { ApplyFormState } from './useApplyForm.ts';
import { mobileVerifyCopy as copy } from './strings.ts';

export function MobileVerify({ form }: { form: ApplyFormState }) {
  const { mobile } = form;
  const typed = form.values.mobile;
  if (mobile.isVerified(typed))
    return (
      <p className="mobile-verified" role="status">
        <span aria-hidden="true">✓ </span>
        {copy.verified}
      </p>
    );
  if (mobile.check.kind === 'code')
    return (
      <otpStep.Part
        nested
        key={mobile.check.mobile}
        sentText={copy.sent(mobile.check.maskedMobile)}
        resendAfterSeconds={mobile.check.resendAfterSeconds}
        onVerify={mobile.verify}
        onResend={mobile.resend}
        onCancel={mobile.cancel}
        cancelLabel={copy.cancel}
      />
    );
  return (
    <div className="mobile-verify">
      <button
        type="button"
        className="btn btn-outline btn-small"
        disabled={!form.live || mobile.check.kind === 'sending'}
        onClick={() => void mobile.start(typed)}
      >
        {mobile.check.kind === 'sending' ? copy.sending : copy.verify}
      </button>
      <p className="mobile-verify-hint">
        {mobile.verifiedMobile && typed !== mobile.verifiedMobile ? copy.changed : copy.hint}
      </p>
      {mobile.check.kind === 'failed' ? (
        <p className="field-error" role="alert">
          {mobile.check.message}
        </p>
      ) : null}
    </div>
  );
}
