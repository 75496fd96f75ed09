import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from './form-errors';

/** Keys of the form values that hold text, the ones an input can bind to. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** How an invalid form reads: messages under fields, and one above the form. */
export interface InvalidReading {
  fields?: Record<string, string>;
  message?: string | null;
}

export interface SchemaFormOptions<T, S extends z.ZodType> {
  schema: S;
  /** What the schema checks, when it is not the values as typed. */
  input?: (values: T) => unknown;
  /** By default one message a field, an empty field reading "X is required". */
  readInvalid?: (error: z.ZodError, values: T) => InvalidReading;
  /** Sends the checked data; when it throws, failureText words the message above the form. */
  send: (data: z.output<S>) => Promise<unknown>;
  failureText: (failure: unknown) => string;
}

const byField = (error: z.ZodError, values: Record<string, unknown>): InvalidReading => ({
  fields: fieldErrors(error, values),
});

/** The first problem the schema found, for forms that show one message above the fields. */
export const firstIssueText = (error: z.ZodError, fallback: string) =>
  error.issues[0]?.message ?? fallback;

/**
 * A form checked with a shared zod schema before it is sent: its values, the errors under its
 * fields, the message above it, and a submit handler that ties them together.
 */
export function useSchemaForm<T extends Record<string, unknown>, S extends z.ZodType>(
  initial: T | (() => T),
  options: SchemaFormOptions<T, S>,
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const change = (key: TextKey<T>) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  /** name, value, error and onChange of a text field, to spread on a TextField. */
  const field = (key: TextKey<T>) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    onChange: change(key),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = options.schema.safeParse(options.input ? options.input(values) : values);
    if (!parsed.success) {
      const reading = (options.readInvalid ?? byField)(parsed.error, values);
      setErrors(reading.fields ?? {});
      if (reading.message) setError(reading.message);
      return;
    }
    setErrors({});
    try {
      await options.send(parsed.data);
    } catch (failure) {
      setError(options.failureText(failure));
    }
  };

  return { values, setValues, errors, error, change, field, submit };
}
