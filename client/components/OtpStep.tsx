// The inline one-time-code step (issue 16): where the code went, a 6-digit box the phone fills from the SMS
// (autocomplete="one-time-code", numeric keypad), Verify, and Resend once its wait is over. Errors are announced.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { otpCodeLength } from '../../shared/field-rules.ts';
import { otpMessages } from '../../shared/otp-messages.ts';
import { otpStepCopy as copy } from './strings.ts';
import './otp-step.css';

export interface OtpStepProps {
  /** What the code was sent to, shown as the server masked it (******5678), and the sentence around it. */
  sentText: string;
  /** Seconds until Resend is offered. */
  resendAfterSeconds: number;
  /** Checks the code; answers an error message, or undefined when it was right. */
  onVerify(code: string): Promise<string | undefined>;
  /** Asks for a new code; answers an error message or the new wait. */
  onResend(): Promise<{ error?: string; resendAfterSeconds?: number }>;
  onCancel?(): void;
  cancelLabel?: string;
  /** Rendered as a form of its own unless inside another form (Apply): then a group with a button. */
  nested?: boolean;
  /** A line under the box (where to call when no code comes, say). */
  help?: string;
}

export function OtpStep(props: OtpStepProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(props.resendAfterSeconds);
  const [resent, setResent] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function verify(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    if (!new RegExp(`^\\d{${otpCodeLength}}$`).test(code)) {
      setError(otpMessages.otpCodeFormat);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    const problem = await props.onVerify(code);
    setBusy(false);
    if (problem) {
      setError(problem);
      input.current?.focus();
    }
  }

  async function resend() {
    setBusy(true);
    setError(undefined);
    const answer = await props.onResend();
    setBusy(false);
    if (answer.error) setError(answer.error);
    if (answer.resendAfterSeconds !== undefined) {
      setWait(answer.resendAfterSeconds);
      setResent(true);
      setCode('');
    }
    input.current?.focus();
  }

  const errorId = `${id}-error`;
  const body = (
    <>
      <p className="otp-sent" id={`${id}-sent`}>
        {props.sentText}
      </p>
      <label htmlFor={id}>{copy.label}</label>
      <div className="otp-row">
        <input
          ref={input}
          id={id}
          name="otp-code"
          className="otp-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={otpCodeLength}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, otpCodeLength))}
          onKeyDown={(e) => {
            if (props.nested && e.key === 'Enter') void verify(e);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-sent${error ? ` ${errorId}` : ''}`}
        />
        <button
          type={props.nested ? 'button' : 'submit'}
          className="btn btn-primary"
          disabled={busy}
          onClick={props.nested ? () => void verify() : undefined}
        >
          {busy ? copy.checking : copy.verify}
        </button>
      </div>
      <p className="field-error otp-error" id={errorId} role="alert">
        {error ?? ''}
      </p>
      <p className="otp-actions">
        {wait > 0 ? (
          <span className="otp-wait">{copy.wait(wait)}</span>
        ) : (
          <button type="button" className="btn-link" onClick={() => void resend()} disabled={busy}>
            {copy.resend}
          </button>
        )}
        {props.onCancel ? (
          <button type="button" className="btn-link" onClick={props.onCancel}>
            {props.cancelLabel ?? copy.changeNumber}
          </button>
        ) : null}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {resent ? copy.resent : ''}
      </p>
      {props.help ? <p className="otp-help">{props.help}</p> : null}
    </>
  );
  return props.nested ? (
    <div className="otp-step" role="group" aria-labelledby={`${id}-sent`}>
      {body}
    </div>
  ) : (
    <form className="otp-step" onSubmit={(e) => void verify(e)} noValidate>
      {body}
    </form>
  );
}
