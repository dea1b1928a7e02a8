// The application form: every field required, checked with the endpoint's schema, sent as multipart with a real
// upload progress bar; on failure everything typed (and the chosen file) stays.
import { useRef, useState, type FormEvent } from 'react';
import { CheckIcon } from '../../components/CheckIcon.tsx';
import { FormField } from '../../components/FormField.tsx';
import { focusOnMount } from '../../hooks/focusOnMount.ts';
import { useSchemaForm } from '../../hooks/useSchemaForm.ts';
import { careersForm, noticePeriods, roles } from '../../content/careers.ts';
import {
  careersAccepted,
  careersAcceptedSchema,
  careersLimits,
  careersSchema,
  hasResumeExtension,
  type CareersInput,
} from '../../../shared/schemas/careers.ts';
import { formResultFor } from '../../../shared/schemas/form-result.ts';
import { usePageData } from '../../page-data.tsx';
import { firstError, mobileInputMax } from '../../../shared/schemas/fields.ts';
import { fieldMessages, messages } from '../../../shared/messages.ts';
import { ResumePicker } from './ResumePicker.tsx';
import { uploadMultipart } from '../../api/request.ts';

type TextField = Exclude<keyof CareersInput, 'resume'>;
type Field = keyof CareersInput;
const empty: Record<TextField, string> = {
  fullName: '',
  email: '',
  phone: '',
  applyingFor: '',
  noticePeriod: '',
  reason: '',
};
const order: Field[] = [
  'fullName',
  'email',
  'phone',
  'applyingFor',
  'noticePeriod',
  'resume',
  'reason',
];

type Status =
  | { kind: 'idle' }
  | { kind: 'sending'; progress: number }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

function resumeProblem(file: File | undefined): string | undefined {
  if (!file) return undefined;
  if (!hasResumeExtension(file.name)) return fieldMessages.resumeType;
  return firstError(careersSchema.shape.resume, { name: file.name, size: file.size });
}

export function CareersForm() {
  // Posted without script, the server renders this page with the result (decision 0040).
  const answered = formResultFor(usePageData(), 'careers');
  const form = useSchemaForm(careersSchema, empty, answered);
  const [resume, setResume] = useState<File>();
  const [resumeError, setResumeError] = useState<string | undefined>(answered?.errors?.resume);
  const [status, setStatus] = useState<Status>(() =>
    answered?.sent
      ? { kind: 'sent', message: answered.sent.message }
      : answered?.formError
        ? { kind: 'failed', message: answered.formError }
        : { kind: 'idle' },
  );
  const formRef = useRef<HTMLFormElement>(null);
  const { labels, placeholders } = careersForm;
  const sending = status.kind === 'sending';

  const focusFirst = (errors: Partial<Record<string, string>>) => {
    const first = order.find((f) => errors[f]);
    if (first)
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>(`#careers-${first}`)?.focus(),
      );
  };

  function chooseResume(file: File | undefined) {
    setResume(file);
    setResumeError(resumeProblem(file));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = form.validate({ resume: resume && { name: resume.name, size: resume.size } });
    const ownResumeError = resumeProblem(resume);
    const errors: Partial<Record<string, string>> = checked.ok ? {} : checked.errors;
    const resumeMessage = errors.resume ?? ownResumeError;
    setResumeError(resumeMessage);
    if (!checked.ok || resumeMessage) {
      setStatus({ kind: 'idle' });
      focusFirst({ ...errors, resume: resumeMessage });
      return;
    }

    const body = new FormData();
    for (const [name, value] of Object.entries(form.values)) body.append(name, value);
    body.append('resume', resume!, resume!.name);
    setStatus({ kind: 'sending', progress: 0 });
    const result = await uploadMultipart('/api/careers', body, {
      schema: careersAcceptedSchema,
      onProgress: (fraction) => setStatus({ kind: 'sending', progress: fraction }),
    }).done;
    if (result.ok) {
      setStatus({ kind: 'sent', message: result.data.message || careersAccepted.message });
      return;
    }
    const { errors: fieldErrors } = result.problem;
    const detail = result.problem.detail ?? messages.somethingWrong;
    if (Object.keys(fieldErrors).length > 0) {
      const { resume: resumeFromServer, ...rest } = fieldErrors;
      form.setErrors(rest);
      setResumeError(resumeFromServer);
      focusFirst(fieldErrors);
    } else if (result.problem.status === 413 || result.problem.status === 415) {
      setResumeError(detail);
    }
    setStatus({ kind: 'failed', message: detail });
  }

  function startAgain() {
    form.reset();
    setResume(undefined);
    setResumeError(undefined);
    setStatus({ kind: 'idle' });
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('#careers-fullName')?.focus(),
    );
  }

  if (status.kind === 'sent') {
    return (
      <div ref={focusOnMount} className="careers-done" role="status" tabIndex={-1}>
        <span className="careers-done-icon">
          <CheckIcon />
        </span>
        <h3>{careersForm.successHeading}</h3>
        <p>{status.message}</p>
        <button type="button" className="btn btn-outline" onClick={startAgain}>
          {careersForm.anotherLabel}
        </button>
      </div>
    );
  }

  const text = (name: TextField) => ({
    name,
    value: form.values[name],
    onChange: (e: { target: { value: string } }) => form.change(name, e.target.value),
    onBlur: () => form.blur(name),
    required: true,
    disabled: sending,
  });

  return (
    <form
      ref={formRef}
      className="careers-form"
      noValidate
      onSubmit={onSubmit}
      method="post"
      action="/career"
      encType="multipart/form-data"
    >
      {status.kind === 'failed' ? (
        <div className="alert alert-error" role="alert">
          {status.message}
        </div>
      ) : null}
      <div className="careers-form-grid">
        <FormField
          id="careers-fullName"
          label={labels.fullName}
          error={form.errors.fullName}
          className="field-wide"
        >
          <input
            type="text"
            autoComplete="name"
            maxLength={careersLimits.fullName}
            placeholder={placeholders.fullName}
            {...text('fullName')}
          />
        </FormField>
        <FormField id="careers-email" label={labels.email} error={form.errors.email}>
          <input
            type="email"
            autoComplete="email"
            maxLength={254}
            placeholder={placeholders.email}
            {...text('email')}
          />
        </FormField>
        <FormField id="careers-phone" label={labels.phone} error={form.errors.phone}>
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={mobileInputMax}
            placeholder={placeholders.phone}
            {...text('phone')}
          />
        </FormField>
        <FormField
          id="careers-applyingFor"
          label={labels.applyingFor}
          error={form.errors.applyingFor}
        >
          <select
            className={form.values.applyingFor ? undefined : 'is-placeholder'}
            {...text('applyingFor')}
          >
            <option value="">{placeholders.applyingFor}</option>
            {roles.map((role) => (
              <option key={role}>{role}</option>
            ))}
          </select>
        </FormField>
        <FormField
          id="careers-noticePeriod"
          label={labels.noticePeriod}
          error={form.errors.noticePeriod}
        >
          <select
            className={form.values.noticePeriod ? undefined : 'is-placeholder'}
            {...text('noticePeriod')}
          >
            <option value="">{placeholders.noticePeriod}</option>
            {noticePeriods.map((period) => (
              <option key={period}>{period}</option>
            ))}
          </select>
        </FormField>
        <ResumePicker
          id="careers-resume"
          file={resume}
          error={resumeError}
          disabled={sending}
          onChange={chooseResume}
        />
      </div>
      <FormField id="careers-reason" label={labels.reason} error={form.errors.reason}>
        <textarea
          rows={5}
          maxLength={careersLimits.reason}
          placeholder={placeholders.reason}
          {...text('reason')}
        />
      </FormField>
      {status.kind === 'sending' ? (
        <div className="upload-progress">
          <progress
            id="careers-progress"
            max={100}
            value={Math.round(status.progress * 100)}
            aria-label={careersForm.uploadingLabel}
          />
          <span aria-hidden="true">{Math.round(status.progress * 100)}%</span>
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary careers-submit" disabled={sending}>
        {sending ? careersForm.uploadingLabel : careersForm.submitLabel}
      </button>
    </form>
  );
}
