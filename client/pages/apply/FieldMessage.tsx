// The message under a field: always in the page (so aria-describedby points at something), filled when invalid.
// Not a live region: on submit focus goes to the first invalid field, which is read with its message.
import { errorId, type FieldName } from './values.ts';

export function FieldMessage({ name, error }: { name: FieldName; error?: string }) {
  return (
    <p id={errorId(name)} className="field-error">
      {error}
    </p>
  );
}

/** aria-describedby for a field: its hint, then its message. */
export function describedBy(name: FieldName, hintId?: string): string {
  return [hintId, errorId(name)].filter(Boolean).join(' ');
}
