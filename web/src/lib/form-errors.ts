import type { z } from 'zod';

const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  userType: 'Account type',
  vaccineName: 'Vaccine name',
  dateGiven: 'Date given',
  nextDueDate: 'Next due date',
  followUpDate: 'Follow-up date',
  medicalNotes: 'Medical notes',
};

export function humanise(message: string, field: string, labels?: Record<string, string>): string {
  const label = labels?.[field] ?? labelOf(field);
  // The shared error map starts with the raw field name ("email is required"); forms show a label.
  const worded = message.startsWith(`${field} `)
    ? `${label}${message.slice(field.length)}`
    : message.startsWith('must ')
      ? `${label} ${message}`
      : message;
  // Other field names inside the sentence ("after startTime") read as words too.
  return worded.replace(/\b[a-z]+(?:[A-Z][a-z]+)+\b/g, (name) =>
    (labels?.[name] ?? labelOf(name)).toLowerCase(),
  );
}

export function labelOf(field: string): string {
  return (
    LABELS[field] ??
    field.charAt(0).toUpperCase() +
      field
        .slice(1)
        .replace(/([A-Z])/g, ' $1')
        .toLowerCase()
  );
}

/**
 * First message per field, worded for a form. With the form's values, an empty field that fails
 * reads "X is required" whatever the schema's format message says.
 */
export function fieldErrors(
  error: z.ZodError,
  input?: Record<string, unknown>,
  labels?: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (out[field]) continue;
    const value = input?.[field];
    out[field] =
      typeof value === 'string' && value.trim() === '' && issue.code !== 'custom'
        ? `${labels?.[field] ?? labelOf(field)} is required`
        : humanise(issue.message, field, labels);
  }
  return out;
}

/**
 * A refused save (400) whose details name fields of the form: each message worded for its field,
 * so it can stand next to it.
 */
export function serverFieldErrors(
  failure: unknown,
  values: Record<string, unknown>,
  labels?: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (!failure || typeof failure !== 'object' || (failure as { status?: unknown }).status !== 400)
    return out;
  const details = ((failure as { data?: { details?: unknown } }).data ?? {}).details;
  if (!Array.isArray(details)) return out;
  for (const detail of details as Array<{ path?: unknown; message?: unknown }>) {
    const field = typeof detail.path === 'string' ? detail.path.split('.')[0] : undefined;
    if (!field || !(field in values) || out[field] || typeof detail.message !== 'string') continue;
    out[field] = humanise(detail.message, field, labels);
  }
  return out;
}
