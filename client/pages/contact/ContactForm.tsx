// The Get in Touch form: checked with the endpoint's own schema, sent as JSON, typed text kept when it fails.
import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField.tsx';
import { focusOnMount } from '../../hooks/focusOnMount.ts';
import { useSchemaForm } from '../../hooks/useSchemaForm.ts';
import { contactForm } from '../../content/contact.ts';
import {
  contactAccepted,
  contactCategories,
  contactAcceptedSchema,
  contactLimits,
  contactSchema,
  type ContactInput,
} from '../../../shared/schemas/contact.ts';
import { formResultFor } from '../../../shared/schemas/form-result.ts';
import { usePageData } from '../../page-data.tsx';
import { ContactSent } from './ContactSent.tsx';
import { requestJson } from '../../api/request.ts';
import { messages } from '../../../shared/messages.ts';
import { mobileInputMax } from '../../../shared/schemas/fields.ts';

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

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string; reference?: string }
  | { kind: 'failed'; message: string };

export function ContactForm() {
  // Posted without script, the server renders this page with the result (decision 0040).
  const answered = formResultFor(usePageData(), 'contact');
  const form = useSchemaForm(contactSchema, empty, answered);
  const [status, setStatus] = useState<Status>(() =>
    answered?.sent
      ? { kind: 'sent', ...answered.sent }
      : answered?.formError
        ? { kind: 'failed', message: answered.formError }
        : { kind: 'idle' },
  );
  const formRef = useRef<HTMLFormElement>(null);
  const { labels, placeholders } = contactForm;

  const focusFirstError = (errors: Partial<Record<string, string>>) => {
    const first = order.find((f) => errors[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const checked = form.validate();
    if (!checked.ok) {
      setStatus({ kind: 'idle' });
      requestAnimationFrame(() => focusFirstError(checked.errors));
      return;
    }
    setStatus({ kind: 'sending' });
    const result = await requestJson('/api/contact', {
      schema: contactAcceptedSchema,
      method: 'POST',
      body: form.values,
    });
    if (result.ok) {
      form.reset();
      setStatus({
        kind: 'sent',
        message: result.data.message || contactAccepted.message,
        reference: result.data.reference,
      });
      return;
    }
    const { errors } = result.problem;
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      requestAnimationFrame(() => focusFirstError(errors));
    }
    setStatus({ kind: 'failed', message: result.problem.detail ?? messages.somethingWrong });
  }

  const control = (name: Field) => ({
    name,
    value: form.values[name],
    placeholder: placeholders[name],
    onChange: (e: { target: { value: string } }) => form.change(name, e.target.value),
    onBlur: () => form.blur(name),
    required: true,
  });

  return (
    <form
      ref={formRef}
      className="contact-form"
      noValidate
      onSubmit={onSubmit}
      method="post"
      action="/contact-us"
      encType="application/x-www-form-urlencoded"
      aria-describedby="contact-form-note"
    >
      {status.kind === 'sent' ? (
        <ContactSent ref={focusOnMount} message={status.message} reference={status.reference} />
      ) : null}
      {status.kind === 'failed' ? (
        <div className="alert alert-error" role="alert">
          {status.message}
        </div>
      ) : null}
      <div className="contact-form-row">
        <FormField id="contact-name" label={labels.name} error={form.errors.name}>
          <input
            type="text"
            autoComplete="name"
            maxLength={contactLimits.name}
            {...control('name')}
          />
        </FormField>
        <FormField id="contact-phone" label={labels.phone} error={form.errors.phone}>
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={mobileInputMax}
            {...control('phone')}
          />
        </FormField>
      </div>
      <div className="contact-form-row">
        <FormField id="contact-email" label={labels.email} error={form.errors.email}>
          <input type="email" autoComplete="email" maxLength={254} {...control('email')} />
        </FormField>
        <FormField id="contact-subject" label={labels.subject} error={form.errors.subject}>
          <input type="text" maxLength={contactLimits.subject} {...control('subject')} />
        </FormField>
      </div>
      <FormField
        id="contact-category"
        label={labels.category}
        error={form.errors.category}
        hint={contactForm.categoryHint}
      >
        <select
          name="category"
          value={form.values.category}
          onChange={(e) => form.change('category', e.target.value)}
          required
        >
          {contactCategories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="contact-message" label={labels.message} error={form.errors.message}>
        <textarea rows={5} maxLength={contactLimits.message} {...control('message')} />
      </FormField>
      <div className="contact-form-actions">
        <button type="submit" className="btn btn-primary" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? contactForm.sendingLabel : contactForm.submitLabel}
        </button>
        <p id="contact-form-note" className="contact-form-note">
          {contactForm.privacyNote}
        </p>
      </div>
    </form>
  );
}
