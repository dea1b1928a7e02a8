// The Get in Touch form: checked with the endpoint's own schema, sent as JSON, typed text kept when it fails.
import { FailedAlert } from '../../components/FailedAlert.tsx';
import { FormField } from '../../components/FormField.tsx';
import { MobileInput } from '../../components/MobileInput.tsx';
import { focusOnMount } from '../../hooks/focusOnMount.ts';
import { useFormSend } from '../../hooks/useFormSend.ts';
import { useSchemaForm } from '../../hooks/useSchemaForm.ts';
import { contactForm } from '../../content/contact.ts';
import {
  contactAccepted,
  contactCategories,
  contactLimits,
} from '../../../shared/contact-terms.ts';
import type { ContactInput } from '../../../shared/schemas/contact.ts';
import { useFormResult } from '../../hooks/useFormResult.ts';
import { ContactSent } from './ContactSent.tsx';
import { requestJson } from '../../api/request.ts';
import { contactUi } from './strings.ts';
import { buildLocale } from '../../locale.ts';

// The schemas load when the form is first used, not with the page (decision 0118).
const schemas = () => import('../../../shared/schemas/contact.ts');
const contactSchema = () => schemas().then((m) => m.contactSchema);

type Field = keyof ContactInput;
const empty: Record<Field, string> = {
  name: '',
  phone: '',
  email: '',
  category: contactCategories[0],
  subject: '',
  message: '',
};
const order: Field[] = ['name', 'phone', 'email', 'category', 'subject', 'message'];

export function ContactForm() {
  // Posted without script, the server renders this page with the result (decision 0040).
  const answered = useFormResult('contact');
  const form = useSchemaForm(contactSchema, empty, answered);
  const { status, formRef, field, submitWith, sending, failure } = useFormSend<{
    message: string;
    reference?: string;
  }>({ form, idPrefix: 'contact', order, answered, sentFromServer: (sent) => sent });
  const { labels, placeholders } = contactForm;

  const onSubmit = submitWith({
    send: () =>
      requestJson('/api/contact', {
        schema: () => schemas().then((m) => m.contactAcceptedSchema),
        method: 'POST',
        body: form.values,
      }),
    sent: (data) => {
      form.reset();
      return { message: data.message || contactAccepted.message, reference: data.reference };
    },
  });

  const control = (name: Field) => ({ ...form.bind(name), placeholder: placeholders[name] });

  return (
    <form
      ref={formRef}
      className="contact-form"
      noValidate
      onSubmit={onSubmit}
      method="post"
      action={`${buildLocale.basePath}/contact-us`}
      encType="application/x-www-form-urlencoded"
      aria-describedby="contact-form-note"
    >
      {status.kind === 'sent' ? (
        <ContactSent
          ref={focusOnMount}
          message={status.sent.message}
          reference={status.sent.reference}
        />
      ) : null}
      <FailedAlert message={failure} />
      <div className="contact-form-row">
        <FormField {...field('name', labels.name)}>
          <input
            type="text"
            autoComplete="name"
            maxLength={contactLimits.name}
            {...control('name')}
          />
        </FormField>
        <FormField {...field('phone', labels.phone)}>
          <MobileInput {...control('phone')} />
        </FormField>
      </div>
      <div className="contact-form-row">
        <FormField {...field('email', labels.email)}>
          <input type="email" autoComplete="email" maxLength={254} {...control('email')} />
        </FormField>
        <FormField {...field('subject', labels.subject)}>
          <input type="text" maxLength={contactLimits.subject} {...control('subject')} />
        </FormField>
      </div>
      <FormField {...field('category', labels.category)} hint={contactForm.categoryHint}>
        <select
          name="category"
          value={form.values.category}
          onChange={(e) => form.change('category', e.target.value)}
          required
        >
          {contactCategories.map((c) => (
            <option key={c} value={c}>
              {contactUi.categories[c]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField {...field('message', labels.message)}>
        <textarea rows={5} maxLength={contactLimits.message} {...control('message')} />
      </FormField>
      <div className="contact-form-actions">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? contactForm.sendingLabel : contactForm.submitLabel}
        </button>
        <p id="contact-form-note" className="contact-form-note">
          {contactForm.privacyNote}
        </p>
      </div>
    </form>
  );
}
