import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

type Values = Record<string, string>;
type Errors<T> = Partial<Record<keyof T & string, string>>;

/** The first message per field, as the server would answer for that field. */
function errorsOf<T>(error: z.ZodError): Errors<T> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors as Errors<T>;
}

/**
 * Form state checked with the same zod schema as the route, so the user sees the server's
 * messages before sending. `submit` runs only with parsed data; `prepare` turns the text
 * inputs into the request shape first (e.g. an empty optional date into no date).
 */
export function useZodForm<T extends Values, Out>(
  schema: z.ZodType<Out>,
  initial: T,
  prepare: (values: T) => unknown = (values) => values,
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors<T>>({});
  const [submitting, setSubmitting] = useState(false);

  function field(name: keyof T & string) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  function handleSubmit(submit: (data: Out) => Promise<void>) {
    return async (event: FormEvent) => {
      event.preventDefault();
      const parsed = schema.safeParse(prepare(values));
      if (!parsed.success) {
        setErrors(errorsOf<T>(parsed.error));
        return;
      }
      setErrors({});
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
    submitting,
    field,
    handleSubmit,
    reset: () => setValues(initial),
    /** Shows the server's refusal at the field it is about (a wrong class code). */
    setFieldError: (name: keyof T & string, message: string) =>
      setErrors((current) => ({ ...current, [name]: message })),
  };
}
