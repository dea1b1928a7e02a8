// One way a form is sent: its own checks first (every message shown, focus on the first invalid field), then one
// call through client/api/request.ts, then either the sent state (the caller's panel takes focus with
// focusOnMount) or the failed state: the server's field messages under their fields and its detail in an alert.
import { useRef, useState, type FormEvent } from 'react';
import type { ApiProblem, ApiResult } from '../api/request.ts';
import { messages } from '../../shared/messages.ts';
import type { FormResult } from '../../shared/schemas/form-result.ts';

export type FieldMessages = Partial<Record<string, string>>;

export type SendStatus<Sent> =
  | { kind: 'idle' }
  | { kind: 'sending'; progress: number }
  | { kind: 'sent'; sent: Sent }
  | { kind: 'failed'; message: string };

export interface SendPlan<T, Sent> {
  /** The form's own checks: the messages to show, or undefined when it may be sent (default: the schema's). */
  check?(): FieldMessages | undefined;
  /** The one call; `progress` reports the share of an upload sent (0 to 1). */
  send(progress: (fraction: number) => void): Promise<ApiResult<T>>;
  /** What the sent state shows, from the answer. */
  sent(data: T): Sent;
  /** Puts the server's field messages under their fields (default: the form's own fields). */
  showErrors?(errors: Record<string, string>, problem: ApiProblem): void;
}

/** The part of useSchemaForm a send needs. */
interface CheckedForm {
  errors: FieldMessages;
  /** Resolves once the form's schema is loaded (it may load on first use). */
  ready(): Promise<unknown>;
  invalid(): FieldMessages | undefined;
  setErrors(errors: Record<string, string>): void;
}

interface FormSendOptions<Sent> {
  /** The form's state, checked with its shared schema (useSchemaForm). */
  form: CheckedForm;
  /** A field's id is `${idPrefix}-${name}`. */
  idPrefix: string;
  /** The fields in page order: focus goes to the first of them with a message. */
  order: readonly string[];
  /** The server's answer to the form posted without script (decision 0040), if this page shows one. */
  answered?: FormResult;
  /** The sent state from a server-rendered confirmation. */
  sentFromServer?(sent: NonNullable<FormResult['sent']>): Sent;
}

export function useFormSend<Sent>({
  form,
  idPrefix,
  order,
  answered,
  sentFromServer,
}: FormSendOptions<Sent>) {
  const [status, setStatus] = useState<SendStatus<Sent>>(() =>
    answered?.sent && sentFromServer
      ? { kind: 'sent', sent: sentFromServer(answered.sent) }
      : answered?.formError
        ? { kind: 'failed', message: answered.formError }
        : { kind: 'idle' },
  );
  const formRef = useRef<HTMLFormElement>(null);

  /** Moves focus to a field by name once the messages are on screen. */
  const focusField = (name: string) =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>(`#${idPrefix}-${name}`)?.focus(),
    );

  const focusFirstError = (errors: FieldMessages) => {
    const first = order.find((f) => errors[f]);
    if (first) focusField(first);
  };

  /** A FormField's id, label and message for a field: the id focus looks for. */
  const field = (name: string, label: string) => ({
    id: `${idPrefix}-${name}`,
    label,
    error: form.errors[name],
  });

  /** The submit handler for a plan: one send at a time. */
  const submitWith =
    <T>(plan: SendPlan<T, Sent>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (status.kind === 'sending') return;
      await form.ready();
      const errors = plan.check ? plan.check() : form.invalid();
      if (errors) {
        setStatus({ kind: 'idle' });
        focusFirstError(errors);
        return;
      }
      setStatus({ kind: 'sending', progress: 0 });
      const result = await plan.send((progress) => setStatus({ kind: 'sending', progress }));
      if (result.ok) {
        setStatus({ kind: 'sent', sent: plan.sent(result.data) });
        return;
      }
      const { problem } = result;
      if (plan.showErrors) plan.showErrors(problem.errors, problem);
      else if (Object.keys(problem.errors).length > 0) form.setErrors(problem.errors);
      focusFirstError(problem.errors);
      setStatus({ kind: 'failed', message: problem.detail ?? messages.somethingWrong });
    };

  return {
    status,
    setStatus,
    formRef,
    focusField,
    field,
    submitWith,
    sending: status.kind === 'sending',
    failure: status.kind === 'failed' ? status.message : undefined,
  };
}
