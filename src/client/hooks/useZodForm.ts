import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

/** Keyed by the draft's fields and the request's (a draft's text may become another field). */
type Errors<T, Out> = Partial<Record<(keyof T | keyof Out) & string, string>>;
/** The names of the draft's fields that hold a `V` (the text inputs). */
type KeysHolding<T, V> = { [K in keyof T & string]: T[K] extends V ? K : never }[keyof T & string];
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/**
 * The schema, or a loader of it for a page whose script carries no zod (the public forms: README,
 * Loading). The loader starts at the first keystroke, so the check on 제출 rarely waits for it.
 */
export type FormSchema<Out> = z.ZodType<Out> | (() => Promise<z.ZodType<Out>>);

/** The first message per field, as the server would answer for that field. */
function errorsOf<T, Out>(error: z.ZodError): Errors<T, Out> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors as Errors<T, Out>;
}

/**
 * Form state checked with the same zod schema as the route, so the user sees the server's
 * messages before sending. The draft holds what the inputs hold (numbers as their text,
 * checkboxes as booleans, rows as arrays); `prepare` turns it into the request shape, and
 * `submit` runs only with parsed data. `errors` has each field's first message, `error` the
 * form's first (for forms whose fields are not the schema's own).
 */
export function useZodForm<T extends object, Out>(
  schema: FormSchema<Out>,
  initial: T,
  prepare: (values: T) => unknown = (values) => values,
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors<T, Out>>({});
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const loading = useRef<Promise<z.ZodType<Out>>>(undefined);

  /** A loader's schema, downloaded once; a failed download is tried again at the next use. */
  function loaded(load: () => Promise<z.ZodType<Out>>) {
    loading.current ??= load().catch((error: unknown) => {
      loading.current = undefined;
      throw error;
    });
    return loading.current;
  }

  /** Any field: a checkbox's boolean, a select's choice, a list of rows. */
  function set<K extends keyof T & string>(name: K, value: T[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    if (typeof schema === 'function') loaded(schema).catch(() => undefined);
  }

  function field(name: KeysHolding<T, string>) {
    return {
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (event: ChangeEvent<Control>) => set(name, event.target.value as T[typeof name]),
    };
  }

  /** `refused` also gets the first message, for a form that says it in a toast. */
  function handleSubmit(
    submit: (data: Out) => Promise<void>,
    refused?: (message: string | undefined) => void,
  ) {
    return async (event: FormEvent) => {
      event.preventDefault();
      const checker = typeof schema === 'function' ? await loaded(schema) : schema;
      const parsed = checker.safeParse(prepare(values));
      if (!parsed.success) {
        const first = parsed.error.issues[0]?.message;
        setErrors(errorsOf<T, Out>(parsed.error));
        setError(first);
        refused?.(first);
        return;
      }
      setErrors({});
      setError(undefined);
      setSubmitting(true);
      try {
        await submit(parsed.data);
      } finally {
        setSubmitting(false);
      }
    };
  }

  return {
    values,
    errors,
    error,
    submitting,
    set,
    /** Several fields at once (a template fills the title, 성취기준 and task together). */
    update: (change: Partial<T>) => setValues((current) => ({ ...current, ...change })),
    field,
    handleSubmit,
    /** Back to the first draft, keeping what the user chose to keep (a side of the order). */
    reset: (keep: Partial<T> = {}) => setValues({ ...initial, ...keep }),
    /** Shows the server's refusal at the field it is about (a wrong class code). */
    setFieldError: (name: (keyof T | keyof Out) & string, message: string) =>
      setErrors((current) => ({ ...current, [name]: message })),
    /** Shows the server's refusal where the form's first message stands. */
    setError,
  };
}
