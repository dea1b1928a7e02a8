// The application form: four short sections, consent, the submit button and its outcome.
import type { ReactNode } from 'react';
import { AddressFields } from './AddressFields.tsx';
import { statesFailureMessage } from './api.ts';
import { ContactFields } from './ContactFields.tsx';
import { LoanFields } from './LoanFields.tsx';
import { PersonalFields } from './PersonalFields.tsx';
import { ConsentFields } from './ConsentFields.tsx';
import { useAddressLists } from './useAddressLists.ts';
import type { ApplyFormState } from './useApplyForm.ts';
import { applyCopy } from './strings.ts';

function FormSection({
  id,
  step,
  title,
  children,
}: {
  id: string;
  step: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="form-section" aria-labelledby={id}>
      <h2 id={id} className="form-section-title">
        <span className="form-step" aria-hidden="true">
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ApplyForm({ form }: { form: ApplyFormState }) {
  const sending = form.phase === 'sending';
  const lists = useAddressLists(form);
  return (
    <form
      ref={form.formRef}
      className="card apply-form"
      method="post"
      noValidate
      aria-labelledby="apply-form-title"
      aria-busy={sending || undefined}
      onSubmit={form.submit}
      onFocus={() => {
        form.prepare();
        lists.wantPlaceNames();
      }}
    >
      <div className="apply-form-head">
        <h2 id="apply-form-title">{applyCopy.formTitle}</h2>
        <p>{applyCopy.formIntro}</p>
      </div>
      {lists.states.status === 'failed' ? (
        <div className="alert alert-error states-alert" role="alert">
          <span>{statesFailureMessage(lists.states.error)}</span>
          <button type="button" className="btn btn-outline btn-small" onClick={lists.retryStates}>
            {applyCopy.tryAgain}
          </button>
        </div>
      ) : null}
      <FormSection id="apply-loan" step={1} title={applyCopy.sections.loan}>
        <LoanFields form={form} />
      </FormSection>
      <FormSection id="apply-personal" step={2} title={applyCopy.sections.personal}>
        <PersonalFields form={form} />
      </FormSection>
      <FormSection id="apply-contact" step={3} title={applyCopy.sections.contact}>
        <ContactFields form={form} />
      </FormSection>
      <FormSection id="apply-address" step={4} title={applyCopy.sections.address}>
        <AddressFields form={form} lists={lists} />
      </FormSection>
      <ConsentFields form={form} />
      <p className="visually-hidden" aria-live="polite">
        {form.announcement}
      </p>
      {form.alert ? (
        <div className="alert alert-error" role="alert">
          {form.alert}
        </div>
      ) : null}
      <button
        type="submit"
        className="btn btn-primary apply-submit"
        disabled={!form.live || sending}
      >
        {sending ? applyCopy.submitting : applyCopy.submit}
      </button>
      <p className="apply-secure">{applyCopy.secure}</p>
    </form>
  );
}
