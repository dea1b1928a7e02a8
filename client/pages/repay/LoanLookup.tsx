// The search box, the code step, and what they find: the loan with Pay Now, or the error banner.
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { FailedAlert } from '../../components/FailedAlert.tsx';
import { otpStep } from '../../components/LazyOtpStep.tsx';
import { repayContent } from '../../content/repay.ts';
import { loanResult } from './lazy-loan-result.tsx';
import { useLoanLookup } from './useLoanLookup.ts';
import { EndSession } from '../../components/EndSession.tsx';

export function LoanLookup({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const [value, setValue] = useState('');
  const { state, search, verify, resend, reset, resume } = useLoanLookup(setValue);
  const id = useId();
  const errorId = `${id}-error`;
  const copy = repayContent.lookup;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void search(value);
  }

  const invalid = state.kind === 'invalid';
  return (
    <div className="card lookup-card">
      <h2>{copy.heading}</h2>
      <p className="lookup-text">{copy.text}</p>
      {/* Without script the browser posts this form straight to the payment start, which looks the loan up itself. */}
      <form
        className="lookup-form"
        method="post"
        action="/payments/initiate"
        onSubmit={onSubmit}
        noValidate
      >
        <div className="field">
          <label htmlFor={id}>{copy.label}</label>
          <div className="lookup-row">
            <input
              ref={inputRef}
              id={id}
              name="query"
              type="text"
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={copy.placeholder}
              value={value}
              onFocus={() => {
                otpStep.prepare();
                loanResult.prepare();
              }}
              onChange={(e) => {
                setValue(e.target.value);
                if (state.kind === 'code') reset(); // a new number needs its own code
              }}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
            />
            <button
              type="submit"
              className="btn btn-primary"
              disabled={state.kind === 'searching' || state.kind === 'code'}
            >
              {state.kind === 'searching' ? copy.searching : copy.submit}
            </button>
          </div>
          {invalid ? (
            <p className="field-error" id={errorId}>
              {state.message}
            </p>
          ) : null}
        </div>
      </form>
      {state.kind === 'code' ? (
        <otpStep.Part
          key={state.identifier}
          sentText={
            state.maskedMobile ? `${copy.codeSent} (${state.maskedMobile}).` : `${copy.codeSent}.`
          }
          resendAfterSeconds={state.resendAfterSeconds}
          onVerify={verify}
          onResend={resend}
          onCancel={() => {
            reset();
            inputRef.current?.focus();
          }}
          cancelLabel={copy.changeIdentifier}
          help={copy.noCode}
        />
      ) : null}
      <div aria-live="polite">
        <FailedAlert message={state.kind === 'error' ? state.message : undefined} />
        {state.kind === 'resume' ? (
          <div className="alert alert-info session-resume">
            <p>
              <strong>{repayContent.session.resumeTitle}</strong>
            </p>
            <p>{repayContent.session.resumeText}</p>
            <button type="button" className="btn btn-primary" onClick={resume}>
              {repayContent.session.resume}
            </button>
            <EndSession />
          </div>
        ) : null}
        {state.kind === 'found' ? (
          <>
            <loanResult.Part customer={state.customer} query={state.query} />
            <EndSession />
          </>
        ) : null}
      </div>
    </div>
  );
}
