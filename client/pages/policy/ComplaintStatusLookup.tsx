// The grievance desk's status lookup (issue 18): reference number and mobile in, status and the 14-day and 30-day
// clocks out. Sent in the request body's place the contract gives it (GET with the mobile in the query; our access
// log never records query strings).
import { FailedAlert } from '../../components/FailedAlert.tsx';
import { FormField } from '../../components/FormField.tsx';
import { MobileInput } from '../../components/MobileInput.tsx';
import { useFormSend } from '../../hooks/useFormSend.ts';
import { useSchemaForm } from '../../hooks/useSchemaForm.ts';
import { requestJson } from '../../api/request.ts';
import { complaintLookupCopy as copy } from '../../content/grievance-desk.ts';
import { ombudsmanPortal } from '../../../shared/complaint-terms.ts';
import type { ComplaintStatusView } from '../../../shared/schemas/complaint.ts';
import { newTab } from '../../components/strings.ts';
import { formatLongDate } from '../../format-date.ts';

// The schemas load when the form is first used, not with the page (decision 0113).
const schemas = () => import('../../../shared/schemas/complaint.ts');
const lookupSchema = () => schemas().then((m) => m.complaintLookupSchema);

const indiaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayOf = (iso: string) => formatLongDate(indiaDay.format(new Date(iso)));

type Field = 'reference' | 'mobile';
const empty: Record<Field, string> = { reference: '', mobile: '' };
const order: Field[] = ['reference', 'mobile'];

export default function ComplaintStatusLookup() {
  const form = useSchemaForm(lookupSchema, empty);
  const { status, formRef, field, submitWith, sending, failure } = useFormSend<ComplaintStatusView>(
    {
      form,
      idPrefix: 'complaint',
      order,
    },
  );

  const onSubmit = submitWith({
    send: async () => {
      // The mobile as the one normaliser reads it (+91, spaces): the schema's output, not the typed text.
      const { complaintLookupSchema, complaintStatusSchema } = await schemas();
      const { reference, mobile } = complaintLookupSchema.parse(form.values);
      return requestJson(
        `/api/complaints/${encodeURIComponent(reference)}?mobile=${encodeURIComponent(mobile)}`,
        { schema: complaintStatusSchema },
      );
    },
    sent: (found) => found,
  });

  return (
    <section className="complaint-lookup card" aria-labelledby="complaint-lookup-title">
      <h2 id="complaint-lookup-title">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="complaint-lookup-form">
        <FormField {...field('reference', copy.referenceLabel)}>
          <input type="text" autoComplete="off" maxLength={20} {...form.bind('reference')} />
        </FormField>
        <FormField {...field('mobile', copy.mobileLabel)}>
          <MobileInput {...form.bind('mobile')} />
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? copy.checkingLabel : copy.submitLabel}
        </button>
      </form>
      <div aria-live="polite">
        <FailedAlert message={failure} />
        {status.kind === 'sent' ? (
          <dl className="complaint-status">
            <dt>{copy.statusLabel}</dt>
            <dd>
              {status.sent.reference}: {copy.statusNames[status.sent.status]}
            </dd>
            <dt>{copy.receivedLabel}</dt>
            <dd>{dayOf(status.sent.receivedAt)}</dd>
            <dt>{copy.replyLabel}</dt>
            <dd>{dayOf(status.sent.replyDueBy)}</dd>
            <dt>{copy.escalationLabel}</dt>
            <dd>
              {dayOf(status.sent.escalationFrom)}. {copy.escalationText}{' '}
              <a href={ombudsmanPortal} target="_blank" rel="noopener noreferrer">
                cms.rbi.org.in<span className="visually-hidden">{newTab}</span>
              </a>
              .
            </dd>
          </dl>
        ) : null}
      </div>
    </section>
  );
}
