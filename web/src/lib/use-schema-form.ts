import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors, issueText } from './form-errors';
import { serverFieldErrors, speaksEnglish } from './rule-text';

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
  /** Field labels where the name spelled out is not the label ("Cancellation cut-off"). */
  labels?: Record<string, string>;
}

const byField =
  (labels?: Record<string, string>) =>
  (error: z.ZodError, values: Record<string, unknown>): InvalidReading => ({
    fields: fieldErrors(error, values, labels),
  });

/**
 * The first problem the schema found, for forms that show one message above the fields: in
 * English the schema's own text, in another language the text of the rule it breaks.
 */
export function firstIssueText(error: z.ZodError, fallback: string): string {
  const issue = error.issues[0];
  if (!issue) return fallback;
  if (speaksEnglish()) return issue.message;
  const field = [...issue.path].reverse().find((key) => typeof key === 'string') ?? 'value';
  return issueText(issue, field);
}

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
  // After a refused save the first invalid field takes focus, once its error is on screen.
  const focusIn = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    const form = focusIn.current;
    if (!form) return;
    focusIn.current = null;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

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
    const form = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    setError(null);
    const parsed = options.schema.safeParse(options.input ? options.input(values) : values);
    if (!parsed.success) {
      const reading = (options.readInvalid ?? byField(options.labels))(parsed.error, values);
      setErrors(reading.fields ?? {});
      if (reading.message) setError(reading.message);
      focusIn.current = form;
      return;
    }
    setErrors({});
    try {
      await options.send(parsed.data);
    } catch (failure) {
      const named = serverFieldErrors(failure, values, options.labels);
      setErrors(named);
      setError(options.failureText(failure));
      if (Object.keys(named).length > 0) focusIn.current = form;
    }
  };

  return { values, setValues, errors, error, change, field, submit };
}
