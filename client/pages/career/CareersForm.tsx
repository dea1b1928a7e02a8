// The application form: every field required, checked with the endpoint's schema, sent as multipart with a real
// upload progress bar; on failure everything typed (and the chosen file) stays.
import { useRef, useState } from 'react';
import { FailedAlert } from '../../components/FailedAlert.tsx';
import { CheckIcon } from '../../components/CheckIcon.tsx';
import { FormField } from '../../components/FormField.tsx';
import { MobileInput } from '../../components/MobileInput.tsx';
import { focusOnMount } from '../../hooks/focusOnMount.ts';
import { useFormSend } from '../../hooks/useFormSend.ts';
import { useSchemaForm } from '../../hooks/useSchemaForm.ts';
import { careersForm, noticePeriodNames, roleNames } from '../../content/careers.ts';
import {
  careerRoles as roles,
  noticePeriods,
  careersAccepted,
  careersLimits,
  hasResumeExtension,
} from '../../../shared/careers-terms.ts';
import type { CareersInput } from '../../../shared/schemas/careers.ts';
import { useFormResult } from '../../hooks/useFormResult.ts';
import { messages } from '../../../shared/messages.ts';
import { formPageMessages } from '../../../shared/form-page-messages.ts';
import { ResumePicker } from './ResumePicker.tsx';
import { uploadMultipart } from '../../api/request.ts';
import { buildLocale } from '../../locale.ts';

// The schemas load when the form is first used (a field focused, a file chosen), not with the page (decision 0118).
const schemas = () => import('../../../shared/schemas/careers.ts');
const careersSchema = () => schemas().then((m) => m.careersSchema);

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

/** What the form says of a file before the schema has looked at it: its name's ending. */
function resumeTypeProblem(file: File | undefined): string | undefined {
  return file && !hasResumeExtension(file.name) ? formPageMessages.resumeType : undefined;
}

/** The chosen file's first problem: its name's ending, then the shared schema's size checks. */
async function resumeProblem(file: File | undefined): Promise<string | undefined> {
  if (!file) return undefined;
  const typeProblem = resumeTypeProblem(file);
  if (typeProblem) return typeProblem;
  const checked = (await schemas()).resumeSchema.safeParse({ name: file.name, size: file.size });
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

export function CareersForm() {
  // Posted without script, the server renders this page with the result (decision 0040).
  const answered = useFormResult('careers');
  const form = useSchemaForm(careersSchema, empty, answered);
  const [resume, setResume] = useState<File>();
  const chosen = useRef<File | undefined>(undefined);
  const [resumeError, setResumeError] = useState<string | undefined>(answered?.errors?.resume);
  const { status, setStatus, formRef, focusField, field, submitWith, sending, failure } =
    useFormSend<string>({
      form,
      idPrefix: 'careers',
      order,
      answered,
      sentFromServer: (sent) => sent.message,
    });
  const { labels, placeholders } = careersForm;

  function chooseResume(file: File | undefined) {
    setResume(file);
    setResumeError(resumeTypeProblem(file));
    // The size checks answer once the schema is here; a newer choice's answer wins.
    chosen.current = file;
    void resumeProblem(file).then((problem) => {
      if (chosen.current === file) setResumeError(problem);
    });
  }

  const onSubmit = submitWith({
    check: () => {
      const checked = form.validate({
        resume: resume && { name: resume.name, size: resume.size },
      });
      const errors: Partial<Record<string, string>> = checked.ok ? {} : checked.errors;
      // The schema has checked the file's presence and size (useFormSend loaded it first); its name is ours.
      const resumeMessage = errors.resume ?? resumeTypeProblem(resume);
      setResumeError(resumeMessage);
      return checked.ok && !resumeMessage ? undefined : { ...errors, resume: resumeMessage };
    },
    send: (onProgress) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(form.values)) body.append(name, value);
      body.append('resume', resume!, resume!.name);
      return uploadMultipart('/api/careers', body, {
        schema: () => schemas().then((m) => m.careersAcceptedSchema),
        onProgress,
      }).done;
    },
    sent: (data) => data.message || careersAccepted.message,
    showErrors: (fieldErrors, problem) => {
      if (Object.keys(fieldErrors).length > 0) {
        const { resume: resumeFromServer, ...rest } = fieldErrors;
        form.setErrors(rest);
        setResumeError(resumeFromServer);
      } else if (problem.status === 413 || problem.status === 415) {
        setResumeError(problem.detail ?? messages.somethingWrong);
      }
    },
  });

  function startAgain() {
    form.reset();
    setResume(undefined);
    setResumeError(undefined);
    setStatus({ kind: 'idle' });
    focusField('fullName');
  }

  if (status.kind === 'sent') {
    return (
      <div ref={focusOnMount} className="careers-done" role="status" tabIndex={-1}>
        <span className="careers-done-icon">
          <CheckIcon />
        </span>
        <h3>{careersForm.successHeading}</h3>
        <p>{status.sent}</p>
        <button type="button" className="btn btn-outline" onClick={startAgain}>
          {careersForm.anotherLabel}
        </button>
      </div>
    );
  }

  const text = (name: TextField) => ({ ...form.bind(name), disabled: sending });

  return (
    <form
      ref={formRef}
      className="careers-form"
      noValidate
      onSubmit={onSubmit}
      method="post"
      action={`${buildLocale.basePath}/career`}
      encType="multipart/form-data"
    >
      <FailedAlert message={failure} />
      <div className="careers-form-grid">
        <FormField {...field('fullName', labels.fullName)} className="field-wide">
          <input
            type="text"
            autoComplete="name"
            maxLength={careersLimits.fullName}
            placeholder={placeholders.fullName}
            {...text('fullName')}
          />
        </FormField>
        <FormField {...field('email', labels.email)}>
          <input
            type="email"
            autoComplete="email"
            maxLength={254}
            placeholder={placeholders.email}
            {...text('email')}
          />
        </FormField>
        <FormField {...field('phone', labels.phone)}>
          <MobileInput placeholder={placeholders.phone} {...text('phone')} />
        </FormField>
        <FormField {...field('applyingFor', labels.applyingFor)}>
          <select
            className={form.values.applyingFor ? undefined : 'is-placeholder'}
            {...text('applyingFor')}
          >
            <option value="">{placeholders.applyingFor}</option>
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleNames[role]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField {...field('noticePeriod', labels.noticePeriod)}>
          <select
            className={form.values.noticePeriod ? undefined : 'is-placeholder'}
            {...text('noticePeriod')}
          >
            <option value="">{placeholders.noticePeriod}</option>
            {noticePeriods.map((period) => (
              <option key={period} value={period}>
                {noticePeriodNames[period]}
              </option>
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
      <FormField {...field('reason', labels.reason)}>
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
