// The one-field PAN form and the answer box. The PAN is upper-cased as typed and checked with the shared rule.
import { useId, useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages.ts';
import { panVerify } from '../../content/kyc.ts';
import { verifyPan, type VerifyOutcome } from './verify-pan.ts';
import { panPageCopy as copy } from './strings.ts';

interface PanFormProps {
  refstr: string;
  onInvalidLink: () => void;
}

export function PanForm({ refstr, onInvalidLink }: PanFormProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    // The shared rule loads with the first submit, not with the page (decision 0113).
    const { firstError, pan: panRule } = await import('../../../shared/schemas/fields.ts');
    const checked = panRule.safeParse(value);
    if (!checked.success) {
      setFieldError(firstError(panRule, value) ?? messages.required);
      document.getElementById(`${id}-pan`)?.focus();
      return;
    }
    setFieldError(null);
    setSending(true);
    const result = await verifyPan(refstr, checked.data);
    setSending(false);
    if (result.kind === 'invalid-link') return onInvalidLink();
    if (result.kind === 'field') setFieldError(result.message);
    setOutcome(result.kind === 'field' ? null : result);
  }

  const describedBy = [`${id}-hint`, fieldError ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className="card pan-card">
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{panVerify.formTitle}</h2>
        <div className="field">
          <label htmlFor={`${id}-pan`}>{copy.label}</label>
          <input
            id={`${id}-pan`}
            name="pan"
            className="pan-input"
            value={value}
            onChange={(e) => {
              setValue(e.target.value.toUpperCase());
              if (fieldError) setFieldError(null);
            }}
            maxLength={10}
            required
            aria-required="true"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABCPE1234F"
          />
          <p id={`${id}-hint`} className="pan-hint">
            {panVerify.hint}
          </p>
          {fieldError ? (
            <p id={`${id}-error`} className="field-error">
              {fieldError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary pan-submit" disabled={sending}>
          {sending ? copy.verifying : copy.verify}
        </button>
      </form>
      {/* Always in the page, so assistive technology hears the answer when it arrives. */}
      <div className="pan-result" role="status" aria-live="polite">
        {outcome?.kind === 'answer' ? (
          <>
            <h3>{copy.result}</h3>
            {/* dangerouslySetInnerHTML is acceptable here ONLY because the server passed this HTML through
                an allow-list sanitizer (server/features/kyc/lead-info-html.ts): text formatting, tables and http(s)
                links, no scripts, event handlers, styles or frames. Never render unsanitized HTML like this. */}
            <div className="pan-answer" dangerouslySetInnerHTML={{ __html: outcome.html }} />
          </>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <div className="alert alert-error">{outcome.message}</div>
        ) : null}
      </div>
    </div>
  );
}
