// The resume control: a large target to click or drop a file on, then the chosen file's name and size.
import { useRef } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { careersForm } from '../../content/careers.ts';
import { resumeAccept } from '../../../shared/careers-terms.ts';
import { formatFileSize } from './file-size.ts';

interface ResumePickerProps {
  id: string;
  file: File | undefined;
  error?: string;
  disabled?: boolean;
  onChange(file: File | undefined): void;
}

export function ResumePicker({ id, file, error, disabled, onChange }: ResumePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const { labels, resumePicker } = careersForm;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const chosenId = `${id}-chosen`;
  const describedBy = [hintId, file ? chosenId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');

  const clear = () => {
    if (input.current) input.current.value = '';
    onChange(undefined);
    input.current?.focus();
  };

  return (
    <div className="field field-wide resume-field">
      <label htmlFor={id}>{labels.resume}</label>
      <div className={`resume-picker${file ? ' has-file' : ''}${error ? ' is-invalid' : ''}`}>
        <input
          ref={input}
          id={id}
          name="resume"
          type="file"
          accept={resumeAccept}
          required
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.files?.[0])}
        />
        <div className="resume-picker-face" aria-hidden="true">
          <Icon name="document" size={36} />
          <span>
            <strong>{file ? resumePicker.replace : resumePicker.choose}</strong> {resumePicker.or}
          </span>
        </div>
      </div>
      <p id={hintId} className="field-hint">
        {resumePicker.hint}
      </p>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      <div aria-live="polite">
        {file ? (
          <div className="resume-chosen">
            <p id={chosenId}>
              <span className="resume-chosen-name">{file.name}</span>
              <span className="resume-chosen-size">{formatFileSize(file.size)}</span>
            </p>
            <button type="button" className="resume-remove" onClick={clear} disabled={disabled}>
              {resumePicker.remove}
              <span className="visually-hidden"> {file.name}</span>
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
