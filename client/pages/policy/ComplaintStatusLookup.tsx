// The grievance desk's status lookup (issue 18): reference number and mobile in, status and the 14-day and 30-day
// clocks out. Sent in the request body's place the contract gives it (GET with the mobile in the query; our access
// log never records query strings).
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField.tsx';
import { requestJson } from '../../api/request.ts';
import { complaintLookupCopy as copy } from '../../content/grievance-desk.ts';
import { formatLongDateEnGb } from '../../../shared/format.ts';
import { messages } from '../../../shared/messages.ts';
import {
  complaintLookupSchema,
  complaintStatusLabels,
  complaintStatusSchema,
  ombudsmanPortal,
  type ComplaintStatusView,
} from '../../../shared/schemas/complaint.ts';
import { firstErrors, mobileInputMax } from '../../../shared/schemas/fields.ts';

const indiaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayOf = (iso: string) => formatLongDateEnGb(indiaDay.format(new Date(iso)));

type State =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'found'; status: ComplaintStatusView }
  | { kind: 'failed'; message: string };

export default function ComplaintStatusLookup() {
  const [values, setValues] = useState({ reference: '', mobile: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = complaintLookupSchema.safeParse(values);
    if (!checked.success) {
      setErrors(firstErrors(checked.error));
      return;
    }
    setErrors({});
    setState({ kind: 'checking' });
    const { reference, mobile } = checked.data;
    const result = await requestJson(
      `/api/complaints/${encodeURIComponent(reference)}?mobile=${encodeURIComponent(mobile)}`,
      { schema: complaintStatusSchema },
    );
    if (result.ok) setState({ kind: 'found', status: result.data });
    else setState({ kind: 'failed', message: result.problem.detail || messages.somethingWrong });
  }

  const field = (name: 'reference' | 'mobile') => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
    required: true,
  });

  return (
    <section className="complaint-lookup card" aria-labelledby="complaint-lookup-title">
      <h2 id="complaint-lookup-title">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <form noValidate onSubmit={onSubmit} className="complaint-lookup-form">
        <FormField id="complaint-reference" label={copy.referenceLabel} error={errors.reference}>
          <input type="text" autoComplete="off" maxLength={20} {...field('reference')} />
        </FormField>
        <FormField id="complaint-mobile" label={copy.mobileLabel} error={errors.mobile}>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={mobileInputMax}
            {...field('mobile')}
          />
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={state.kind === 'checking'}>
          {state.kind === 'checking' ? copy.checkingLabel : copy.submitLabel}
        </button>
      </form>
      <div aria-live="polite">
        {state.kind === 'failed' ? (
          <p className="alert alert-error" role="alert">
            {state.message}
          </p>
        ) : null}
        {state.kind === 'found' ? (
          <dl className="complaint-status">
            <dt>{copy.statusLabel}</dt>
            <dd>
              {state.status.reference}: {complaintStatusLabels[state.status.status]}
            </dd>
            <dt>{copy.receivedLabel}</dt>
            <dd>{dayOf(state.status.receivedAt)}</dd>
            <dt>{copy.replyLabel}</dt>
            <dd>{dayOf(state.status.replyDueBy)}</dd>
            <dt>{copy.escalationLabel}</dt>
            <dd>
              {dayOf(state.status.escalationFrom)}. {copy.escalationText}{' '}
              <a href={ombudsmanPortal} target="_blank" rel="noopener noreferrer">
                cms.rbi.org.in<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              .
            </dd>
          </dl>
        ) : null}
      </div>
    </section>
  );
}
