// Form state checked by the same zod schema as the endpoint: a field's message appears once it has been left
// with a value or the form was submitted, and clears as soon as the value is fixed.
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { firstError, firstErrors } from '../../shared/schemas/fields.ts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function useSchemaForm<K extends string>(
  schema: z.ZodObject,
  initial: Record<K, string>,
  /** Values and messages the server answered a form posted without script with. */
  answered?: { values?: Partial<Record<K, string>>; errors?: FieldErrors<K> },
) {
  const [values, setValues] = useState(() => ({ ...initial, ...answered?.values }));
  const [errors, setErrors] = useState<FieldErrors<K>>(answered?.errors ?? {});
  const submitted = useRef(false);

  const check = useCallback(
    (name: K, value: unknown): string | undefined => {
      const field = schema.shape[name] as z.ZodType | undefined;
      return field ? firstError(field, value) : undefined;
    },
    [schema],
  );

  const setError = useCallback((name: K, message: string | undefined) => {
    setErrors((prev) => (prev[name] === message ? prev : { ...prev, [name]: message }));
  }, []);

  const change = (name: K, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    if (errors[name] || submitted.current) setError(name, check(name, value));
  };

  const blur = (name: K) => {
    const value = values[name];
    if (value.trim() !== '' || errors[name]) setError(name, check(name, value));
  };

  /** Checks everything (plus fields kept outside `values`, like a file) and shows every message. */
  const validate = (
    extra: Record<string, unknown> = {},
  ): { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors<K> } => {
    submitted.current = true;
    const result = schema.safeParse({ ...values, ...extra });
    if (result.success) {
      setErrors({});
      return { ok: true, data: result.data };
    }
    const found = firstErrors(result.error) as FieldErrors<K>;
    setErrors(found);
    return { ok: false, errors: found };
  };

  /** The props that tie a required input, select or textarea to this state. */
  const bind = (name: K) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
    onBlur: () => blur(name),
    required: true,
  });

  /** Checks everything and answers the messages shown, or undefined when the form may be sent. */
  const invalid = (extra: Record<string, unknown> = {}): FieldErrors<K> | undefined => {
    const checked = validate(extra);
    return checked.ok ? undefined : checked.errors;
  };

  const reset = () => {
    submitted.current = false;
    setValues(initial);
    setErrors({});
  };

  return {
    values,
    errors,
    setErrors,
    setError,
    check,
    change,
    blur,
    bind,
    validate,
    invalid,
    reset,
  };
}
