// Form state checked by the same zod schema as the endpoint: a field's message appears once it has been left
// with a value or the form was submitted, and clears as soon as the value is fixed. The schema may be given as a
// function that imports it: zod then loads when a field is first focused (or the form submitted), not with the
// page (decision 0113); a check asked for before it arrives is answered once it has.
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { firstErrors } from '../../shared/field-rules.ts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type FormSchema = z.ZodObject | (() => Promise<z.ZodObject>);

export function useSchemaForm<K extends string>(
  source: FormSchema,
  initial: Record<K, string>,
  /** Values and messages the server answered a form posted without script with. */
  answered?: { values?: Partial<Record<K, string>>; errors?: FieldErrors<K> },
) {
  const [values, setValues] = useState(() => ({ ...initial, ...answered?.values }));
  const [errors, setErrors] = useState<FieldErrors<K>>(answered?.errors ?? {});
  const submitted = useRef(false);
  const loaded = useRef<z.ZodObject | undefined>(typeof source === 'function' ? undefined : source);
  const loading = useRef<Promise<z.ZodObject> | undefined>(undefined);

  /** Resolves once the schema is here; starts its import the first time. */
  const ready = useCallback((): Promise<z.ZodObject> => {
    if (loaded.current) return Promise.resolve(loaded.current);
    loading.current ??= (source as () => Promise<z.ZodObject>)().then((s) => (loaded.current = s));
    return loading.current;
  }, [source]);

  /** A field's first message, or undefined when it passes or the schema has not arrived yet. */
  const check = useCallback((name: K, value: unknown): string | undefined => {
    const field = loaded.current?.shape[name] as z.ZodType | undefined;
    if (!field) return undefined;
    const result = field.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  }, []);

  const setError = useCallback((name: K, message: string | undefined) => {
    setErrors((prev) => (prev[name] === message ? prev : { ...prev, [name]: message }));
  }, []);

  /** Shows a field's message now, or when the schema arrives. */
  const recheck = (name: K, value: string) => {
    if (loaded.current) setError(name, check(name, value));
    else void ready().then(() => setError(name, check(name, value)));
  };

  const change = (name: K, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    if (errors[name] || submitted.current) recheck(name, value);
  };

  const blur = (name: K) => {
    const value = values[name];
    if (value.trim() !== '' || errors[name]) recheck(name, value);
  };

  /**
   * Checks everything (plus fields kept outside `values`, like a file) and shows every message. Call it after
   * `ready()` (useFormSend does): without the schema nothing can be checked, and it throws rather than pass.
   */
  const validate = (
    extra: Record<string, unknown> = {},
  ): { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors<K> } => {
    submitted.current = true;
    const schema = loaded.current;
    if (!schema) throw new Error('useSchemaForm: validate() before the schema was loaded');
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
    onFocus: () => void ready(),
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
    ready,
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
