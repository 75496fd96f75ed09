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

function humanise(message: string, field: string): string {
  const label = labelOf(field);
  // The shared error map starts with the raw field name ("email is required"); forms show a label.
  if (message.startsWith(`${field} `)) return `${label}${message.slice(field.length)}`;
  return message.startsWith('must ') ? `${label} ${message}` : message;
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
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (out[field]) continue;
    const value = input?.[field];
    out[field] =
      typeof value === 'string' && value.trim() === '' && issue.code !== 'custom'
        ? `${labelOf(field)} is required`
        : humanise(issue.message, field);
  }
  return out;
}
