// Apply Now's mobile check (issue 16): Verify sends a code to the typed mobile, the inline step checks it, and the
// verified number is remembered for the tab (the server's session cookie is what counts; this only drives the
// page). Changing the mobile afterwards needs a new code.
import { useCallback, useEffect, useState } from 'react';
import { messages } from '../../../shared/messages.ts';
import { mobilePattern } from '../../../shared/field-rules.ts';
import { requestCode, verifyCode } from '../../api/otp.ts';
import { noAnswer, problemMessage } from '../../api/problem.ts';
import { otpStep } from '../../components/LazyOtpStep.tsx';
import { fieldId } from './values.ts';

const storageKey = 'rf.apply-verified-mobile';

export type MobileCheck =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'code'; mobile: string; maskedMobile: string; resendAfterSeconds: number }
  | { kind: 'failed'; message: string };

function stored(): string | undefined {
  try {
    return window.sessionStorage.getItem(storageKey) ?? undefined;
  } catch {
    return undefined;
  }
}

function store(mobile: string | undefined): void {
  try {
    if (mobile) window.sessionStorage.setItem(storageKey, mobile);
    else window.sessionStorage.removeItem(storageKey);
  } catch {
    // storage off: the number stays verified until a reload
  }
}

export interface MobileVerification {
  check: MobileCheck;
  verifiedMobile?: string;
  isVerified(mobile: string): boolean;
  start(mobile: string): Promise<void>;
  verify(code: string): Promise<string | undefined>;
  resend(): Promise<{ error?: string; resendAfterSeconds?: number }>;
  cancel(): void;
  /** The server said the session no longer covers the mobile: verify again. */
  forget(): void;
}

export function useMobileVerification(currentMobile: string): MobileVerification {
  const [check, setCheck] = useState<MobileCheck>({ kind: 'idle' });
  const [verifiedMobile, setVerifiedMobile] = useState<string>();

  useEffect(() => setVerifiedMobile(stored()), []);
  // A code step for a number no longer in the box is dropped.
  useEffect(() => {
    if (check.kind === 'code' && check.mobile !== currentMobile) setCheck({ kind: 'idle' });
  }, [check, currentMobile]);

  const start = async (mobile: string) => {
    if (!mobilePattern.test(mobile)) {
      setCheck({ kind: 'failed', message: messages.mobileInvalid });
      return;
    }
    setCheck({ kind: 'sending' });
    // The code step's own code, requested on the form's first focus, is there before the step shows.
    const [sent, stepLoaded] = await Promise.all([
      requestCode('apply', mobile),
      otpStep.preload().then(
        () => true,
        () => false,
      ),
    ]);
    if (sent.ok && !stepLoaded) setCheck({ kind: 'failed', message: problemMessage(noAnswer()) });
    else if (sent.ok) setCheck({ kind: 'code', mobile, ...sent.data });
    else
      setCheck({
        kind: 'failed',
        message: sent.problem.errors.identifier ?? problemMessage(sent.problem),
      });
  };

  const verify = async (code: string) => {
    if (check.kind !== 'code') return undefined;
    const checked = await verifyCode('apply', check.mobile, code);
    if (!checked.ok) return problemMessage(checked.problem);
    store(check.mobile);
    setVerifiedMobile(check.mobile);
    setCheck({ kind: 'idle' });
    // The code step goes away with its focus: the next field takes it, so the keyboard carries on from here.
    requestAnimationFrame(() => document.getElementById(fieldId('alternateMobile'))?.focus());
    return undefined;
  };

  const resend = async () => {
    if (check.kind !== 'code') return {};
    const sent = await requestCode('apply', check.mobile);
    if (sent.ok) return { resendAfterSeconds: sent.data.resendAfterSeconds };
    return { error: problemMessage(sent.problem) };
  };

  const forget = useCallback(() => {
    store(undefined);
    setVerifiedMobile(undefined);
  }, []);

  return {
    check,
    verifiedMobile,
    isVerified: (mobile) => mobile !== '' && mobile === verifiedMobile,
    start,
    verify,
    resend,
    cancel: () => setCheck({ kind: 'idle' }),
    forget,
  };
}
